// Stored pictures' sizes, shared by the server that makes them and the pages that show them.
// No zod here: every page with a dish picture imports this.

/** Stored pictures fit inside this square; a second copy this wide serves phones (srcset). */
export const IMAGE_MAX_SIDE = 800;
export const IMAGE_SMALL_WIDTH = 400;

/** The srcset of a stored picture, e.g. for <img srcSet>. */
export function uploadSrcSet(url: string): string | undefined {
  const match = /^\/uploads\/([a-f0-9]{32})\.webp$/.exec(url);
  if (!match) return undefined;
  return `/uploads/${match[1]}-${IMAGE_SMALL_WIDTH}.webp ${IMAGE_SMALL_WIDTH}w, ${url} ${IMAGE_MAX_SIDE}w`;
}

// The shipped dish pictures live in /dishes/ as NAME.webp (480 px) with NAME-240.webp and
// NAME-480.webp beside it; a stored upload has its 400 px copy beside it (made at upload).
const SHIPPED_DISH = /^\/dishes\/([a-z0-9-]+)\.webp$/;

export const DISH_IMAGE_WIDTHS = [240, 480] as const;

export interface DishImageSources {
  src: string;
  srcSet?: string;
}

/** The src and srcset of a dish picture; anything but ours is shown as it is. */
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

/**
 * How wide a menu card's picture shows: two columns on a phone, three on a tablet, four on a
 * wide screen (the menu's grid). The server's preload of the first pictures uses it too, so
 * the browser picks the same file for both.
 */
export const MENU_CARD_IMAGE_SIZES = '(min-width: 1024px) 270px, (min-width: 640px) 33vw, 50vw';

/** The menu's first row on a phone: these pictures load at once, the rest when scrolled near. */
export const MENU_EAGER_PICTURES = 2;
