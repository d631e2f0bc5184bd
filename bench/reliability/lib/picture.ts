import sharp from 'sharp';

/** A small generated photo uploaded as a food picture; answers its /uploads/… address. */
export async function uploadPicture(base: string, adminToken: string): Promise<string> {
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
  if (response.status !== 201 || !body.url) {
    throw new Error(`the upload answered ${response.status}: ${body.message}`);
  }
  return body.url;
}
