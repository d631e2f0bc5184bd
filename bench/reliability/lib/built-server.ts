import { buildStale, isStale, root } from '../../../scripts/build-state.mjs';

export { root };

/** Whether `node scripts/start.mjs` would serve at once rather than build first. */
export function isEverythingBuilt(): boolean {
  return !isStale('web') && !isStale('server');
}

/**
 * The suites test the built server, as the shop runs it: build it when it is missing or older
 * than its sources (as `npm start` does), so a rerun never measures yesterday's code.
 */
export function ensureServerBuilt(): void {
  buildStale(['server'], { log: () => {}, stdio: ['ignore', 'ignore', 'inherit'] });
}
