/** The browser tab's title: the shop's name (staff may change it) and what it does. */
export function documentTitle(shopName: string): string {
  return `${shopName} — order food online`;
}
