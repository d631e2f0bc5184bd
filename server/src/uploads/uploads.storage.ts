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

function tempFile(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
}

const tempUploadName = new RegExp(`^\\.[a-f0-9]{32}(-${IMAGE_SMALL_WIDTH})?\\.webp\\.tmp$`);

/** A temporary file saveImage writes before renaming it into place. */
export function isTempUpload(name: string): boolean {
  return tempUploadName.test(name);
}

/**
 * Writes both sizes under a new random name; each file appears whole or not at all, and a
 * failed write (a full disk) leaves nothing behind: no temporary file, no half of the pair.
 */
export async function saveImage(dir: string, image: ProcessedImage): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const name = randomBytes(16).toString('hex');
  const [mainFile, smallFile] = files(dir, name);
  let writing = smallFile;
  try {
    // The small copy first: once the main file exists, its srcset partner does too.
    for (const [file, data] of [
      [smallFile, image.small],
      [mainFile, image.main],
    ] as const) {
      writing = file;
      await fs.writeFile(tempFile(file), data, { flag: 'wx' });
      await fs.rename(tempFile(file), file);
    }
  } catch (error) {
    await removeImage(dir, name);
    await Promise.all([mainFile, smallFile].map((file) => fs.rm(tempFile(file), { force: true })));
    // A failed write() names no file; the log should say where the disk is full.
    if (error instanceof Error && !('path' in error)) Object.assign(error, { path: writing });
    throw error;
  }
  return name;
}

export async function removeImage(dir: string, name: string): Promise<void> {
  await Promise.all(files(dir, name).map((file) => fs.rm(file, { force: true })));
}
