import type { Kysely } from 'kysely';
import { defaultSettings, settingsSchema, type Settings } from '@buka/domain/settings';
import type { Database } from '../db/tables';

/** The one settings row; anything unreadable in it falls back to the defaults, field by field. */
export async function readSettings(db: Kysely<Database>): Promise<Settings> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row) return defaultSettings;
  const stored: unknown = JSON.parse(row.value);
  const merged = { ...defaultSettings, ...(typeof stored === 'object' ? stored : {}) };
  const parsed = settingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaultSettings;
}

export async function writeSettings(db: Kysely<Database>, settings: Settings): Promise<void> {
  const value = JSON.stringify(settingsSchema.parse(settings));
  await db
    .insertInto('settings')
    .values({ id: 1, value })
    .onConflict((oc) => oc.column('id').doUpdateSet({ value }))
    .execute();
}
