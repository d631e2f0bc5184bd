import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server draws a page and while the browser takes over that markup, true from
 * the render after (and at once on a page the browser draws itself). What only the browser can
 * know (the time, this phone's storage) waits for it, so the markup taken over is the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
