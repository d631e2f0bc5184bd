import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/** A day's hours as saved before a day could open more than once: one { open, close }. */
const asRanges = (hours: unknown): unknown =>
  hours !== null && typeof hours === 'object' && !Array.isArray(hours) ? [hours] : hours;

/**
 * Opening hours of several stretches a day, and dishes and categories served at some times only
 * (docs/decisions/0020-hours-in-stretches.md).
 *
 * The settings row's weekly timetable and special days become lists of stretches: each single
 * { open, close } turns into a list of one. (The settings schema also reads the old shape, so a
 * row written by an older server after this step still reads; this keeps the stored row in the
 * shape it is written in.) A dish and a category get the times they are served from and until,
 * '07:00' and '11:00' on the shop's clock; null: all the hours the shop is open.
 */
/** The settings row's JSON with every day's hours as a list of stretches; other JSON as it was. */
export function settingsInStretches(value: string): string {
  const stored: unknown = JSON.parse(value);
  if (stored === null || typeof stored !== 'object') return value;
  const settings = stored as { timetable?: unknown; specialDays?: unknown };
  if (Array.isArray(settings.timetable)) settings.timetable = settings.timetable.map(asRanges);
  if (Array.isArray(settings.specialDays)) {
    settings.specialDays = settings.specialDays.map((day: unknown) =>
      day !== null && typeof day === 'object'
        ? { ...day, hours: asRanges((day as { hours?: unknown }).hours ?? null) }
        : day,
    );
  }
  return JSON.stringify(settings);
}

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  const { rows } = await sql<{ value: string }>`select value from settings where id = 1`.execute(
    db,
  );
  const row = rows[0];
  if (row) {
    const value = settingsInStretches(row.value);
    await sql`update settings set value = ${value} where id = 1`.execute(db);
  }

  for (const table of ['foods', 'categories']) {
    await db.schema.alterTable(table).addColumn('available_from', 'text').execute();
    await db.schema.alterTable(table).addColumn('available_until', 'text').execute();
  }
}
