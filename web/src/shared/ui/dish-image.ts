import { uploadSrcSet } from '@buka/domain/images';

// The shipped dish pictures live in /dishes/ as NAME.webp (480 px) with NAME-240.webp and
// NAME-480.webp beside it; a stored upload has its 400 px copy beside it (made at upload).
// Anything else is shown as it is.
const SHIPPED_DISH = /^\/dishes\/([a-z0-9-]+)\.webp$/;

export const DISH_IMAGE_WIDTHS = [240, 480] as const;

export interface DishImageSources {
  src: string;
  srcSet?: string;
}

export function dishImageSources(url: string): DishImageSources {
  const name = SHIPPED_DISH.exec(url)?.[1];
  if (!name) {
    const srcSet = uploadSrcSet(url);
    return srcSet ? { src: url, srcSet } : { src: url };
  }
  return {
    src: url,
    srcSet: DISH_IMAGE_WIDTHS.map((width) => `/dishes/${name}-${width}.webp ${width}w`).join(', '),
  };
}
