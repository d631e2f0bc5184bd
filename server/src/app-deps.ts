import type { Config } from './config';
import type { Db } from './db/database';

/** What every feature's routes are given: no globals, so tests build apps side by side. */
export interface AppDeps {
  db: Db;
  config: Config;
  /** The clock, so tests can place an order at 08:59 in Lagos. */
  now: () => Date;
}
