import { readFile } from 'node:fs/promises';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import sharp from 'sharp';

export interface PictureSize {
  dish: string;
  /** The file a phone picks for the card (Lighthouse's phone: 412 px wide at 1.75×). */
  served: string;
  bytes: number;
  /** The largest file the srcset offers (what a wide screen would take). */
  largestBytes: number;
}

// Lighthouse's mobile screen (a Moto G Power).
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

async function bytesOf(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/**
 * A staff member's phone photo (1600×1600 JPEG) uploaded and put on the menu, so the sizes made
 * at upload are measured beside the shipped sample pictures.
 */
export async function addUploadedDish(baseUrl: string, adminToken: string, root: string) {
  const sample = await readFile(path.join(root, 'web/public/dishes/jollof-rice.webp'));
  const photo = await sharp(sample).resize(1600, 1600).jpeg({ quality: 90 }).toBuffer();
  const form = new FormData();
  form.append('purpose', 'food');
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const auth = { authorization: `Bearer ${adminToken}` };
  const uploaded = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`);
  const { url } = (await uploaded.json()) as { url: string };
  const food = await fetch(`${baseUrl}/api/products`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Uploaded photo (1600 px JPEG)',
      description: 'Measured by npm run bench',
      price: 1000,
      calories: '100',
      categoryId: 1,
      stock: 5,
      imageURL: url,
    }),
  });
  if (food.status !== 201) throw new Error(`adding the dish answered ${food.status}`);
  return { photoBytes: photo.length };
}

/** Opens /menu on a phone-sized screen and weighs the picture each card actually shows. */
export async function measureMenuPictures(
  browserUrl: string,
  baseUrl: string,
): Promise<PictureSize[]> {
  const browser = await puppeteer.connect({ browserURL: browserUrl });
  try {
    const page = await browser.newPage();
    await page.setViewport(PHONE);
    await page.goto(`${baseUrl}/menu`, { waitUntil: 'networkidle0' });
    // Lazy pictures load as they come near: scroll through the whole menu.
    await page.evaluate(async () => {
      const scroller = globalThis as unknown as {
        scrollBy(x: number, y: number): void;
        document: { body: { scrollHeight: number } };
        scrollY: number;
        innerHeight: number;
      };
      while (scroller.scrollY + scroller.innerHeight < scroller.document.body.scrollHeight) {
        scroller.scrollBy(0, scroller.innerHeight);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    });
    await page.waitForNetworkIdle();
    const cards = await page.$$eval('main article img', (images) =>
      images.map((image) => {
        const img = image as unknown as { alt: string; currentSrc: string; srcset: string };
        const candidates = img.srcset
          .split(',')
          .map((entry) => entry.trim().split(/\s+/))
          .map(([url, width]) => ({ url: url!, width: Number.parseInt(width ?? '0', 10) }));
        const largest = candidates.sort((a, b) => b.width - a.width)[0]?.url ?? img.currentSrc;
        return { dish: img.alt, served: img.currentSrc, largest };
      }),
    );
    await page.close();
    const sizes: PictureSize[] = [];
    for (const card of cards) {
      const largest = new URL(card.largest, baseUrl).href;
      sizes.push({
        dish: card.dish,
        served: new URL(card.served).pathname,
        bytes: await bytesOf(card.served),
        largestBytes: await bytesOf(largest),
      });
    }
    return sizes;
  } finally {
    await browser.disconnect();
  }
}
