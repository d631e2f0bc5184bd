import { uploadResponseSchema, type UploadPurpose } from '@buka/domain/uploads';
import { t } from '../i18n/i18n';
import { api, ApiError } from '../api/client';
import { getSession } from '../session/session-store';

export interface UploadHandle {
  /** The stored picture's URL, e.g. '/uploads/<name>.webp'. */
  done: Promise<string>;
  abort: () => void;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // not JSON (say, a proxy's error page): the generic words stand
  }
}

function serverMessage(text: string): string | null {
  const body = safeJson(text);
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
    ? body.message
    : null;
}

/**
 * POST /api/uploads (multipart: purpose, then the file). XMLHttpRequest rather than fetch,
 * because only it reports how much of the body has gone up (docs/server-rules.md#uploads: percent
 * progress).
 */
export function uploadImage(
  file: File,
  purpose: UploadPurpose,
  onProgress: (percent: number) => void,
): UploadHandle {
  const request = new XMLHttpRequest();
  const done = new Promise<string>((resolve, reject) => {
    request.open('POST', '/api/uploads');
    const token = getSession()?.token;
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        const parsed = uploadResponseSchema.safeParse(safeJson(request.responseText));
        if (parsed.success) resolve(parsed.data.url);
        else reject(new ApiError(request.status, t('uploadError')));
        return;
      }
      const message = serverMessage(request.responseText) ?? t('uploadError');
      reject(new ApiError(request.status, message));
    };
    request.onerror = () => reject(new ApiError(0, t('uploadError')));
    request.onabort = () => reject(new DOMException('Upload canceled', 'AbortError'));
    // The purpose goes first so the server knows the rules before the file streams in.
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file);
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}

/** Only pictures this shop stored can be deleted; a sample dish's picture is just let go. */
export function isStoredUpload(url: string): boolean {
  return url.startsWith('/uploads/');
}

/** DELETE /api/uploads { url } */
export async function deleteUpload(url: string): Promise<void> {
  await api('/api/uploads', { method: 'DELETE', body: { url } });
}
