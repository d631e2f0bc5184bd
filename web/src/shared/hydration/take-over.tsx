import { Component, Suspense, type ReactNode } from 'react';

let takingOver = false;

/**
 * Takes the page the server drew over (`draw` calls hydrateRoot). Preact does it in one go: the
 * parts wrapped in TakenOverApart are left as drawn and taken over afterwards, each in a task of
 * its own, so that a slow phone's main thread answers a tap between them.
 */
export function takeOver(draw: () => void): void {
  takingOver = true;
  try {
    draw();
  } finally {
    takingOver = false;
  }
}

// One part after another, each in its own task, in the order they are drawn.
let lastTurn = Promise.resolve();
function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return lastTurn;
}

/**
 * A part of a drawn page (one element, such as a menu card's list item) that the take-over
 * leaves as the server drew it and takes over in a later task of its own. Its buttons are live
 * then; a tap on them before that is held and made once they are (early-taps.ts). Anywhere
 * else (a page the browser draws, any later render) it draws its child at once.
 *
 * Nothing inside may call useId while the page is taken over: useId numbers its ids in the
 * order they are first drawn, which the part, drawn later than on the server, would change for
 * itself and for everything drawn after it (two elements with one id, a dialog named by the
 * wrong title). A browser test checks every id on the menu is its own once taken over.
 */
export function TakenOverApart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitsItsTurn>{children}</WaitsItsTurn>
    </Suspense>
  );
}

// Suspends once, during the take-over: Preact keeps the element drawn while it waits, and takes
// it over when the render resumes. A class, so that what it waited for stays with the instance
// that Preact renders again.
class WaitsItsTurn extends Component<{ children: ReactNode }> {
  private turn: Promise<void> | undefined;
  private ready = false;

  override render() {
    if (!this.ready && takingOver) {
      throw (this.turn ??= nextTurn().then(() => void (this.ready = true)));
    }
    return this.props.children;
  }
}
