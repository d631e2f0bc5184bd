import type { Db } from '../db/database';
import { createLocalEventBus, type EventBus } from './event-bus';
import { createPgEventBus } from './pg-event-bus';

/** PostgreSQL may have several server processes, so events go through it; SQLite has one. */
export async function createEventBus(
  db: Db,
  onError: (error: unknown) => void = () => {},
): Promise<EventBus> {
  if (db.dialect === 'postgres') return createPgEventBus(db, { onError });
  return createLocalEventBus();
}
