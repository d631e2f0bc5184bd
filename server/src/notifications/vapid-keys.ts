import webpush from 'web-push';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/database';

export interface VapidKeys {
  /** base64url, the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
}

const KEY_NAME = 'vapid';
const loaded = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The shop's VAPID key pair, made at first start and kept in the database: browsers bind a
 * subscription to the public key, so every process must sign with the same pair, and it must
 * outlive restarts. Processes starting together both try to insert; the first one's pair wins
 * and both read it back.
 */
export function shopVapidKeys({ db, now }: Pick<AppDeps, 'db' | 'now'>): Promise<VapidKeys> {
  let keys = loaded.get(db);
  if (!keys) {
    keys = readOrMakeKeys(db, now().getTime());
    // A failed read (database down) is tried again next time instead of being remembered.
    keys.catch(() => loaded.delete(db));
    loaded.set(db, keys);
  }
  return keys;
}

async function readOrMakeKeys(db: Db, now: number): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  await db.kysely
    .insertInto('shopKeys')
    .values({ name: KEY_NAME, value: JSON.stringify(made), createdAt: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.kysely
    .selectFrom('shopKeys')
    .select('value')
    .where('name', '=', KEY_NAME)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.value) as VapidKeys;
}
