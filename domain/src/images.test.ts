import { describe, expect, it } from 'vitest';
import { dishImageSources } from './images';

describe('dishImageSources', () => {
  it('offers the 240 and 480 px copies of a shipped dish picture', () => {
    expect(dishImageSources('/dishes/jollof-rice.webp')).toEqual({
      src: '/dishes/jollof-rice.webp',
      srcSet: '/dishes/jollof-rice-240.webp 240w, /dishes/jollof-rice-480.webp 480w',
    });
  });

  it("offers a stored upload's 400 px copy beside it, for phones", () => {
    const url = '/uploads/0123456789abcdef0123456789abcdef.webp';
    expect(dishImageSources(url)).toEqual({
      src: url,
      srcSet: `/uploads/0123456789abcdef0123456789abcdef-400.webp 400w, ${url} 800w`,
    });
  });

  it('shows other addresses as they are', () => {
    expect(dishImageSources('/uploads/abc.webp')).toEqual({ src: '/uploads/abc.webp' });
    expect(dishImageSources('https://cdn.example/dishes/x.webp')).toEqual({
      src: 'https://cdn.example/dishes/x.webp',
    });
    expect(dishImageSources('/dishes/../secret.webp')).toEqual({ src: '/dishes/../secret.webp' });
  });
});
