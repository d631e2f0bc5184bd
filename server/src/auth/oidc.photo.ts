import { MAX_UPLOAD_BYTES } from '@buka/domain/admin';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { UserRow } from '../db/tables';
import { storeUpload } from '../uploads/uploads.service';
import { updateUser } from '../users/users.repository';

const FETCH_TIMEOUT_MS = 5_000;

/**
 * Where a provider's photo may be fetched from: https, or plain http on this machine only when
 * the provider itself is the tests' one there (the same rule as the issuer's).
 */
export function isFetchablePhoto(picture: string, issuer: string): boolean {
  let url: URL;
  try {
    url = new URL(picture);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  const provider = new URL(issuer);
  return url.protocol === 'http:' && provider.protocol === 'http:' && url.host === provider.host;
}

async function readCapped(response: Response): Promise<Buffer | null> {
  if (Number(response.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > MAX_UPLOAD_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * docs/server-rules.md#sign-in: the photo comes from the provider. It is copied into the shop's own
 * pictures (checked, re-encoded to a small WebP like any upload) rather than linked: customers'
 * phones then load it from the shop, the page's content policy stays "own images only", and the
 * provider does not learn who looks at the shop. A photo that cannot be had leaves the default
 * picture.
 */
export async function copyProviderPhoto(
  deps: AppDeps,
  log: FastifyBaseLogger,
  user: UserRow,
  picture: string,
): Promise<UserRow> {
  if (!deps.config.oidc || !isFetchablePhoto(picture, deps.config.oidc.issuer)) return user;
  try {
    const response = await fetch(picture, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    const bytes = response.ok ? await readCapped(response) : null;
    if (!bytes) return user;
    const url = await storeUpload(deps, user, 'profile', bytes);
    return (await updateUser(deps.db.kysely, user.id, { photoUrl: url })) ?? user;
  } catch (error) {
    log.warn({ err: error }, 'could not copy the provider photo');
    return user;
  }
}
