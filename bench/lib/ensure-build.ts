import { buildStale } from '../../scripts/build-state.mjs';

/** Builds web and server when a build is missing or older than its sources; answers whether it did. */
export function ensureBuild(): boolean {
  return buildStale(['web', 'server'], { log: console.error, stdio: ['ignore', 2, 2] }).length > 0;
}
