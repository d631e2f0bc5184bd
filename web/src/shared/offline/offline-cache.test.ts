import { describe, expect, it } from 'vitest';
import { addressesToKeep } from './offline-cache';

describe('what a first visit asks the service worker to keep', () => {
  const origin = 'https://buka.example';
  it('keeps the menu, the settings and the pictures, each once, and nothing else', () => {
    expect(
      addressesToKeep(
        [
          `${origin}/api/products`,
          `${origin}/api/products`,
          `${origin}/api/settings`,
          `${origin}/dishes/jollof-rice-240.webp`,
          `${origin}/uploads/0123456789abcdef0123456789abcdef-400.webp`,
          `${origin}/logo.svg`,
          `${origin}/avatar.svg`,
          `${origin}/api/cart`,
          `${origin}/api/me`,
          `${origin}/api/products/101`,
          `${origin}/assets/index-Bx1.js`,
          'https://elsewhere.example/dishes/x.webp',
          'not a url',
        ],
        origin,
      ),
    ).toEqual([
      `${origin}/api/products`,
      `${origin}/api/settings`,
      `${origin}/dishes/jollof-rice-240.webp`,
      `${origin}/uploads/0123456789abcdef0123456789abcdef-400.webp`,
      `${origin}/logo.svg`,
      `${origin}/avatar.svg`,
    ]);
  });
});
