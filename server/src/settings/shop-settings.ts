import type { AppDeps } from '../app-deps';
import { createCachedAnswer } from '../http/cached-answer';
import { readSettings } from './settings.repository';

/**
 * GET /api/settings as every page asks for it (its footer): one read and one serialization per
 * change, 304 for a browser that has them already. Made once per process and used by the
 * settings route and by the pages drawn on the server.
 */
export function createShopSettings({ db, events }: Pick<AppDeps, 'db' | 'events'>) {
  return createCachedAnswer({
    load: () => readSettings(db.kysely),
    events,
    changedBy: (event) => event.type === 'settings.changed',
    maxAgeMs: 5_000,
  });
}

export type ShopSettings = ReturnType<typeof createShopSettings>;
