import { MAX_UPLOAD_BYTES } from '@buka/domain/uploads';

// The server keeps pictures at most 800 px (docs/server-rules.md#uploads): twice that keeps every
// detail it can use and makes a 5 MB phone photo a few hundred KB, a short wait on a slow network.
export const SHRINK_TO_PX = 1600;
// Below this a picture goes as it is: shrinking would save little.
const SMALL_ENOUGH_BYTES = 1024 * 1024;

/** The size a picture is drawn at: its long side at most `max`, never enlarged. */
export function shrunkSize(width: number, height: number, max = SHRINK_TO_PX) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Whether a picture is worth redrawing smaller before it is sent. A GIF is left as it is unless
 * it cannot go otherwise (redrawing keeps only its first frame).
 */
export function worthShrinking(
  file: { size: number; type: string },
  width: number,
  height: number,
) {
  if (file.type === 'image/gif') return file.size > MAX_UPLOAD_BYTES;
  return file.size > SMALL_ENOUGH_BYTES || Math.max(width, height) > SHRINK_TO_PX * 1.25;
}

export class NotAPicture extends Error {}

async function decode(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return image;
  } catch {
    throw new NotAPicture();
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The picture to send: the file itself, or a JPEG redrawn at most SHRINK_TO_PX on its long side
 * (a canvas; the browser turns it upright from its EXIF first). Throws NotAPicture when the
 * browser cannot read it as one, whatever its name says.
 */
export async function shrinkPicture(file: File): Promise<File> {
  const image = await decode(file);
  const { naturalWidth, naturalHeight } = image;
  if (!worthShrinking(file, naturalWidth, naturalHeight)) return file;
  const size = shrunkSize(naturalWidth, naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  // JPEG has no transparency: a PNG logo's clear parts become white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.85),
  );
  canvas.width = 0; // frees the pixels at once on a phone short of memory
  if (!blob || blob.size >= file.size) return file;
  const name = file.name.replace(/\.[^.]*$/, '') || 'picture';
  return new File([blob], `${name}.jpg`, { type: 'image/jpeg' });
}
