import { ApiError } from '../api/client';
import { getSession } from '../session/session-store';

/**
 * Saves a file the server makes for staff (a CSV). The staff's bearer token goes in a header,
 * which a plain link cannot carry, so the browser fetches the file and saves the result under
 * the name the server gives (or `fallbackName`).
 */
export async function saveDownload(path: string, fallbackName: string): Promise<void> {
  const headers: Record<string, string> = {};
  const token = getSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(path, { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message ?? 'The file could not be made');
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
