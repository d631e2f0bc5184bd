// What the service worker keeps as it passes (build/pwa.ts's runtime routes): the public menu
// and settings answers and the pictures.
const KEPT_PATH = /^\/(api\/(products|settings)$|dishes\/|uploads\/|logo\.svg$|avatar\.svg$)/;

/** Of the addresses this page has loaded, those the service worker would keep for offline use. */
export function addressesToKeep(loaded: string[], origin: string): string[] {
  const kept = new Set<string>();
  for (const address of loaded) {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      continue;
    }
    if (url.origin === origin && KEPT_PATH.test(url.pathname)) kept.add(url.href);
  }
  return [...kept];
}
