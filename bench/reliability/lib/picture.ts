import sharp from 'sharp';

/** Uploads a small generated photo as a food picture; answers the status and the body. */
export async function tryUploadPicture(
  base: string,
  adminToken: string,
): Promise<{ status: number; url?: string; message?: string }> {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#c0392b' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dish.png');
  const response = await fetch(`${base}/api/uploads?purpose=food`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  });
  const body = (await response.json()) as { url?: string; message?: string };
  return { status: response.status, ...body };
}

/** A small generated photo uploaded as a food picture; answers its /uploads/… address. */
export async function uploadPicture(base: string, adminToken: string): Promise<string> {
  const { status, url, message } = await tryUploadPicture(base, adminToken);
  if (status !== 201 || !url) throw new Error(`the upload answered ${status}: ${message}`);
  return url;
}
