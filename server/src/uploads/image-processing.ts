import sharp from 'sharp';
import { MAX_UPLOAD_PIXELS } from '@buka/domain/admin';
import { IMAGE_MAX_SIDE, IMAGE_SMALL_WIDTH } from '@buka/domain/images';
import { messages } from '@buka/domain/messages';
import { HttpError } from '../http/errors';
import { createJobQueue } from './image-jobs';

// One picture at a time for the whole process: on two cores that keeps a core for the menu,
// and finishes a queue of pictures sooner than decoding them side by side (each decode already
// uses every core). Others wait up to 15 s (under the 30 s a silent connection is allowed),
// then are asked to try again. Nothing is cached: each upload is decoded once.
export const imageJobs = createJobQueue({ concurrency: 1, maxWaiting: 20, maxWaitMs: 15_000 });
sharp.cache(false);

// Decided by the bytes, never by the name or the browser's content type. SVG is refused: it is
// a document that can carry scripts, not a picture. ('heif' is how sharp names AVIF.)
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export interface ProcessedImage {
  /** Fits inside 800×800, never enlarged. */
  main: Buffer;
  /** 400 px wide (or narrower when the picture is), for phones through srcset. */
  small: Buffer;
}

/**
 * Re-encodes an upload to WebP: turned upright by its EXIF first, shrunk, metadata (location,
 * camera) dropped. Whatever else the file carried — a script tacked on, a second format hidden
 * inside — does not survive, because only decoded pixels are written back out.
 */
export function processImage(input: Buffer): Promise<ProcessedImage> {
  return imageJobs.run(() => reencode(input));
}

async function reencode(input: Buffer): Promise<ProcessedImage> {
  const options = { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw new HttpError(415, messages.notAnImage);
  }
  if (!format || !acceptedFormats.has(format) || pixels === 0) {
    throw new HttpError(415, messages.notAnImage);
  }
  // Checked before decoding: a few kilobytes can unpack to gigabytes of pixels.
  if (pixels > MAX_UPLOAD_PIXELS) throw new HttpError(422, messages.imageTooManyPixels);

  try {
    const main = await sharp(input, options)
      .rotate()
      .resize({
        width: IMAGE_MAX_SIDE,
        height: IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
    const small = await sharp(main)
      .resize({ width: IMAGE_SMALL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { main, small };
  } catch {
    // Truncated or corrupt: it looked like a picture but is not one.
    throw new HttpError(415, messages.notAnImage);
  }
}
