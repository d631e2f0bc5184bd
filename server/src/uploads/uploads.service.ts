import { can } from '@buka/domain/staff-roles';
import type { UploadPurpose } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import type { UserRow } from '../db/tables';
import { HttpError } from '../http/errors';
import { processImage } from './image-processing';
import {
  deleteUploadRecord,
  findUpload,
  foodUsingImage,
  insertUpload,
  profileUsingImage,
} from './uploads.repository';
import {
  removeImage,
  saveImage,
  uploadNameFromUrl,
  uploadsDir,
  uploadUrl,
} from './uploads.storage';

/** Checks and re-encodes the picture, stores it, and remembers who stored it. */
export async function storeUpload(
  { db, config, now }: AppDeps,
  user: UserRow,
  purpose: UploadPurpose,
  file: Buffer,
): Promise<string> {
  const image = await processImage(file);
  const dir = uploadsDir(config.dataDir);
  const name = await saveImage(dir, image);
  try {
    await insertUpload(db.kysely, { name, userId: user.id, purpose, createdAt: now().getTime() });
  } catch (error) {
    await removeImage(dir, name);
    throw error;
  }
  return uploadUrl(name);
}

/**
 * DELETE /api/uploads: its owner or staff who change the menu, only pictures this shop stored,
 * none still on the menu.
 */
export async function removeUpload({ db, config }: AppDeps, user: UserRow, url: string) {
  const name = uploadNameFromUrl(url);
  const upload = name ? await findUpload(db.kysely, name) : undefined;
  if (!name || !upload) throw new HttpError(404, messages.uploadNotOurs);
  if (upload.userId !== user.id && !can(user.role, 'menu.edit')) {
    throw new HttpError(403, messages.forbidden);
  }
  const canonical = uploadUrl(name);
  if (await foodUsingImage(db.kysely, canonical)) throw new HttpError(409, messages.uploadInUse);
  await db.kysely.transaction().execute((trx) => deleteUploadRecord(trx, name, canonical));
  await removeImage(uploadsDir(config.dataDir), name);
}

/** A food changed its picture: the old one goes when nothing shows it any more. */
export async function releaseImage({ db, config }: AppDeps, url: string): Promise<void> {
  const name = uploadNameFromUrl(url);
  if (!name || !url.startsWith('/uploads/')) return;
  const removed = await db.kysely.transaction().execute(async (trx) => {
    if (!(await findUpload(trx, name)) || (await foodUsingImage(trx, url))) return false;
    if (await profileUsingImage(trx, url)) return false;
    await deleteUploadRecord(trx, name, url);
    return true;
  });
  if (removed) await removeImage(uploadsDir(config.dataDir), name);
}
