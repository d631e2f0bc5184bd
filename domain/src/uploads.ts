import { z } from 'zod';
import { messages } from './messages';

// Uploads (docs/server-rules.md#uploads).
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;

/** POST /api/uploads?purpose= (or a `purpose` field before the file): food pictures are staff's. */
export const uploadPurposeSchema = z.enum(['profile', 'food']);
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;

/** url is '/uploads/<name>.webp'; the 400 px copy is '/uploads/<name>-400.webp'. */
export const uploadResponseSchema = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** DELETE /api/uploads */
export const deleteUploadSchema = z.object({
  url: z.string({ error: messages.uploadNotOurs }).trim().min(1).max(2000),
});
