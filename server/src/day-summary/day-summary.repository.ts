import { rolesWith } from '@buka/domain/staff-roles';
import type { Kysely } from 'kysely';
import { isNigerianMobile } from '@buka/domain/phone-numbers';
import {
  daySummarySettingsSchema,
  defaultDaySummarySettings,
  type DaySummarySettings,
  type DaySummaryWay,
} from '@buka/domain/day-summary';
import type { Database } from '../db/tables';

/**
 * Who gets the day summary is kept beside the shop's settings, in a row of its own: the shop's
 * settings row is public (GET /api/settings), the owner's numbers are not.
 */
const DAY_SUMMARY_SETTINGS_ROW = 2;

export async function readDaySummarySettings(db: Kysely<Database>): Promise<DaySummarySettings> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('id', '=', DAY_SUMMARY_SETTINGS_ROW)
    .executeTakeFirst();
  if (!row) return defaultDaySummarySettings;
  const parsed = daySummarySettingsSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : defaultDaySummarySettings;
}

export async function writeDaySummarySettings(
  db: Kysely<Database>,
  settings: DaySummarySettings,
): Promise<void> {
  const value = JSON.stringify(settings);
  await db
    .insertInto('settings')
    .values({ id: DAY_SUMMARY_SETTINGS_ROW, value })
    .onConflict((oc) => oc.column('id').doUpdateSet({ value }))
    .execute();
}

/**
 * Records that a day's summary went out, unless it already had: the date is the key, so of
 * processes racing at closing time (or one looking again after a restart) one records it.
 * Answers whether this call did.
 */
export async function claimDaySummary(
  trx: Kysely<Database>,
  sent: { date: string; way: DaySummaryWay; recipients: string[]; sentAt: number },
): Promise<boolean> {
  const result = await trx
    .insertInto('daySummaries')
    .values({ ...sent, recipients: JSON.stringify(sent.recipients) })
    .onConflict((oc) => oc.column('date').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findDaySummary(db: Kysely<Database>, date: string) {
  const row = await db
    .selectFrom('daySummaries')
    .selectAll()
    .where('date', '=', date)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, sentAt: Number(row.sentAt), recipients: JSON.parse(row.recipients) as string[] };
}

/**
 * Staff who see the takings, can sign in and have a Nigerian mobile: the numbers Settings
 * offers to pick.
 */
export async function staffWithMobiles(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('users')
    .select(['name', 'phone'])
    .where('role', 'in', rolesWith('money.view'))
    .where('disabledAt', 'is', null)
    .where('phone', 'is not', null)
    .orderBy('name')
    .limit(50)
    .execute();
  return rows.flatMap((row) =>
    row.phone && isNigerianMobile(row.phone) ? [{ name: row.name, phone: row.phone }] : [],
  );
}
