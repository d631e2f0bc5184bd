import { useEffect, useRef, type RefObject } from 'react';

// A page drawn on the server shows its buttons seconds before its code has arrived on a slow
// phone. A tap on one then is kept, not lost: the button says it was tapped, and the tap is
// made again as soon as that button is live. React replays a tap only from the moment it starts
// to hydrate, once the app's code is in; before that (about five seconds on a slow phone) a tap
// has nobody to hear it. See docs/decisions/0002-taps-before-the-app.md.

declare global {
  interface Window {
    /** The names of the buttons tapped before the app was live, oldest first. */
    __heldTaps?: string[];
  }
}

/**
 * Runs in the page's head as an inline script (allowed by its hash in the CSP), before any
 * button is drawn. Self-contained: its source is what runs. A tap on a button still marked
 * data-early-tap is held: the button is marked data-tapped, the page's code does not see it, and
 * the button's name (the attribute's value) is kept, so that the tap is made again even on an
 * element the app draws anew.
 */
export function holdEarlyTaps(): void {
  const held: string[] = (window.__heldTaps = []);
  // The app keeps the signed-in customer in this phone's storage (session-store.ts).
  const signedIn = () => {
    try {
      return localStorage.getItem('user') !== null;
    } catch {
      return false;
    }
  };
  addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest('[data-early-tap]');
      if (!button) return;
      // A visitor's 'add' opens its sign-in sheet itself (an HTML popover): nothing to hold.
      if (button.hasAttribute('popovertarget') && !signedIn()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      button.setAttribute('data-tapped', '');
      const name = button.getAttribute('data-early-tap') ?? '';
      if (!held.includes(name)) held.push(name);
    },
    true,
  );
}

/** The inline script's text. */
export const earlyTapsScript = `(${holdEarlyTaps.toString()})();`;

/** Whether a tap on the button of this name was held, forgetting it: it is made once. */
function takeHeldTap(name: string): boolean {
  const held = window.__heldTaps;
  const at = held?.indexOf(name) ?? -1;
  if (at < 0) return false;
  held!.splice(at, 1);
  return true;
}

/**
 * For a button drawn on the server, named uniquely on its page: marks it to be held until it is
 * live, then makes again the tap it held, if any. Spread the answer onto the button.
 *
 * The mark is taken off the element itself once the button is live (its effects), with no render
 * of its own: turning live then costs the page no redraw of every button on it.
 */
export function useEarlyTap<T extends HTMLElement>(
  name: string,
): {
  ref: RefObject<T | null>;
  'data-early-tap': string;
} {
  const ref = useRef<T>(null);
  // After every render, not once: a button drawn anew (another element) carries the mark again.
  useEffect(() => {
    const element = ref.current;
    if (!element?.hasAttribute('data-early-tap')) return;
    element.removeAttribute('data-early-tap');
    if (!takeHeldTap(name)) return;
    // Made in a task of its own: by then React has also drawn again what hydration kept as the
    // server drew it (the signed-in customer, read from this phone), and the tap sees that.
    setTimeout(() => {
      element.removeAttribute('data-tapped');
      element.click();
    }, 0);
  });
  return { ref, 'data-early-tap': name };
}
