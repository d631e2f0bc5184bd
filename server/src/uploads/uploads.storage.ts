import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_SMALL_WIDTH } from '@buka/domain/images';
import type { ProcessedImage } from './image-processing';

/** The only names this shop gives its files: 128 random bits in hex. */
const uploadName = /^[a-f0-9]{32}$/;

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function uploadUrl(name: string): string {
  return `/uploads/${name}.webp`;
}

/** The stored name behind '/uploads/<name>.webp' (or a full address of it), else null. */
export function uploadNameFromUrl(url: string): string | null {
  let pathname: string;
  try {
    const parsed = new URL(url, 'http://shop.invalid');
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    pathname = parsed.pathname;
  } catch {
    return null;
  }
  const match = /^\/uploads\/([a-f0-9]{32})\.webp$/.exec(pathname);
  return match?.[1] ?? null;
}

/** What the static route may serve: our names and their 400 px copies, nothing else. */
export function isServedUploadPath(pathname: string): boolean {
  return new RegExp(`^/[a-f0-9]{32}(-${IMAGE_SMALL_WIDTH})?\\.webp$`).test(pathname);
}

function files(dir: string, name: string): [string, string] {
  if (!uploadName.test(name)) throw new Error('Not an upload name');
  return [path.join(dir, `${name}.webp`), path.join(dir, `${name}-${IMAGE_SMALL_WIDTH}.webp`)];
}

/** Writes both sizes under a new random name; each file appears whole or not at all. */
export async function saveImage(dir: string, image: ProcessedImage): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const name = randomBytes(16).toString('hex');
  const [mainFile, smallFile] = files(dir, name);
  // The small copy first: once the main file exists, its srcset partner does too.
  for (const [file, data] of [
    [smallFile, image.small],
    [mainFile, image.main],
  ] as const) {
    const temp = path.join(dir, `.${path.basename(file)}.tmp`);
    await fs.writeFile(temp, data, { flag: 'wx' });
    await fs.rename(temp, file);
  }
  return name;
}

export async function removeImage(dir: string, name: string): Promise<void> {
  await Promise.all(files(dir, name).map((file) => fs.rm(file, { force: true })));
}
