import type { Kysely } from 'kysely';
import { SAMPLE_MAP_URL_BEFORE } from '@buka/domain/default-settings';
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
  const merged: Record<string, unknown> = {
    ...defaultSettings,
    ...(typeof stored === 'object' ? stored : {}),
  };
  if (merged.mapUrl === SAMPLE_MAP_URL_BEFORE) merged.mapUrl = '';
  const parsed = settingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  // A field today's rules refuse (a map link saved before links had to be https) takes its
  // default; the shop's other settings stand.
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in defaultSettings) {
      merged[field] = defaultSettings[field as keyof Settings];
    }
  }
  const repaired = settingsSchema.safeParse(merged);
  return repaired.success ? repaired.data : defaultSettings;
}

export async function writeSettings(db: Kysely<Database>, settings: Settings): Promise<void> {
  const value = JSON.stringify(settingsSchema.parse(settings));
  await db
    .insertInto('settings')
    .values({ id: 1, value })
    .onConflict((oc) => oc.column('id').doUpdateSet({ value }))
    .execute();
}
