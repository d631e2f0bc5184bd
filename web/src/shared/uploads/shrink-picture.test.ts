import { describe, expect, it } from 'vitest';
import { shrunkSize, worthShrinking } from './shrink-picture';

const MB = 1024 * 1024;

describe('shrinking a picture before it is sent', () => {
  it('keeps the long side at most 1600 px and the shape as it was', () => {
    expect(shrunkSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(shrunkSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(shrunkSize(8000, 10)).toEqual({ width: 1600, height: 2 });
  });

  it('never enlarges a small picture', () => {
    expect(shrunkSize(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('redraws big files and huge pictures, and leaves small ones as they are', () => {
    expect(worthShrinking({ size: 4.8 * MB, type: 'image/jpeg' }, 4000, 3000)).toBe(true);
    expect(worthShrinking({ size: 400_000, type: 'image/jpeg' }, 6000, 4000)).toBe(true);
    expect(worthShrinking({ size: 300_000, type: 'image/jpeg' }, 1200, 900)).toBe(false);
  });

  it('leaves a GIF alone unless it is over the 5 MB the shop takes', () => {
    expect(worthShrinking({ size: 2 * MB, type: 'image/gif' }, 2000, 2000)).toBe(false);
    expect(worthShrinking({ size: 6 * MB, type: 'image/gif' }, 2000, 2000)).toBe(true);
  });
});
