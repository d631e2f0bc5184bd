// A page drawn on the server is whole before any of the app's code runs. On a fast network its
// first pictures (its largest paint) are fetched and painted first, and only then does the app's
// code start to download: before, the code shared the network with the pictures and, once in,
// held the main thread while they waited to be painted. On a slow network the pictures take
// seconds, too long for the code to wait: it starts as soon as the page is read.

/** The app's files, named on the inline script that starts it (data-*). */
export interface AppFiles {
  /** The app's entry module. */
  app: string;
  /** The modules it imports at once and the page's own, fetched beside it (space-separated). */
  preload: string;
  /** The whole stylesheet, in before the app takes the page over. */
  styles: string;
}

/**
 * Runs as an inline script in the drawn page's head (allowed by its hash in the CSP).
 * Self-contained: its source is what runs. Once the page is read, starts the app: on a fast
 * network when the page's first pictures are decoded and a frame has been painted with them (a
 * picture that fails counts as done, and after three seconds, as in a tab in the background,
 * which paints no frames, the app starts anyway); on a slow network at once.
 */
export function startAppAfterFirstPaint(): void {
  const script = document.currentScript as HTMLScriptElement;
  const files = script.dataset as Partial<AppFiles>;
  let started = false;
  const add = (tag: 'link' | 'script', attributes: Record<string, string>) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.appendChild(element);
  };
  const start = () => {
    if (started) return;
    started = true;
    if (files.styles) add('link', { rel: 'stylesheet', href: files.styles, 'data-app-styles': '' });
    for (const href of (files.preload ?? '').split(' ').filter(Boolean)) {
      add('link', { rel: 'modulepreload', href, crossorigin: '' });
    }
    add('script', { type: 'module', src: files.app ?? '', crossorigin: '' });
  };
  const afterPictures = () => {
    // The page itself took more than a second to arrive: a slow network, where the pictures
    // take seconds too, too long for the code to wait.
    const [page] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (!page || page.responseEnd > 1000) return start();
    const pictures = [
      ...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority=high]'),
    ];
    void Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined))).then(() =>
      requestAnimationFrame(() => setTimeout(start, 0)),
    );
    setTimeout(start, 3000);
  };
  // The page's head alone took more than a second to come: a slow network, as above.
  if (performance.now() > 1000) start();
  else if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', afterPictures, { once: true });
  } else afterPictures();
}

/** The inline script's text. */
export const startAppScript = `(${startAppAfterFirstPaint.toString()})();`;

/**
 * The whole stylesheet the starter added, loaded (at once when there is none, or it failed): the
 * app then draws dialogs and the cart with every rule in place.
 */
export function appStylesLoaded(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-app-styles]');
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
