import { useEffect, useRef, type RefObject } from 'react';
import { useHydrated } from './use-hydrated';

// A page drawn on the server shows its buttons seconds before its code has arrived on a slow
// phone. A tap on one then is kept, not lost: the button says it was tapped, and the tap is
// made again as soon as that button is live.

/**
 * Runs in the page's head as an inline script (allowed by its hash in the CSP), before any
 * button is drawn. Self-contained: its source is what runs. A tap on a button still marked
 * data-early-tap is held: the button is marked data-tapped and the page's code does not see it.
 */
export function holdEarlyTaps(): void {
  addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest('[data-early-tap]');
      if (!button) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      button.setAttribute('data-tapped', '');
    },
    true,
  );
}

/** The inline script's text. */
export const earlyTapsScript = `(${holdEarlyTaps.toString()})();`;

/**
 * For a button drawn on the server: marks it to be held until it is live, then makes again the
 * tap it held, if any. Spread the answer onto the button.
 */
export function useEarlyTap<T extends HTMLElement>(): {
  ref: RefObject<T | null>;
  'data-early-tap': '' | undefined;
} {
  const hydrated = useHydrated();
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!hydrated || !element?.hasAttribute('data-tapped')) return;
    element.removeAttribute('data-tapped');
    element.click();
  }, [hydrated]);
  return { ref, 'data-early-tap': hydrated ? undefined : '' };
}
