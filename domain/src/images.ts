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
