/**
 * Resolves in a task of its own, so that the browser may handle a tap or draw a frame first.
 * scheduler.yield (Chrome 129+) puts the rest ahead of other waiting work; elsewhere a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
