import type { Config } from './config';
import type { Db } from './db/database';
import type { EventBus } from './events/event-bus';
import type { Faults } from './health/faults';
import type { Log } from './log';

/** What every feature's routes are given: no globals, so tests build apps side by side. */
export interface AppDeps {
  db: Db;
  config: Config;
  /** The clock, so tests can place an order at 08:59 in Lagos. */
  now: () => Date;
  /** Live updates (new orders, status changes) for the Server-Sent Events stream. */
  events: EventBus;
  /** What keeps the shop from its work now (no database, a full disk…): logged, and in health. */
  faults: Faults;
  /** The operator's log (requests log through it too, each with its request id). */
  log: Log;
}
