import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

// The shop's own wording of customer sentences and the languages it has reviewed
// (docs/languages.md#the-shops-own-words).

export interface CorrectionRow {
  language: string;
  messageKey: string;
  wording: string;
}

export const readCorrections = (db: Kysely<Database>): Promise<CorrectionRow[]> =>
  db
    .selectFrom('messageCorrections')
    .select(['language', 'messageKey', 'wording'])
    .orderBy('language')
    .orderBy('messageKey')
    .execute();

export async function saveCorrection(
  db: Kysely<Database>,
  correction: CorrectionRow & { updatedAt: number; updatedBy: number },
): Promise<void> {
  const { wording, updatedAt, updatedBy } = correction;
  await db
    .insertInto('messageCorrections')
    .values(correction)
    .onConflict((oc) =>
      oc.columns(['language', 'messageKey']).doUpdateSet({ wording, updatedAt, updatedBy }),
    )
    .execute();
}

/** Back to the default: the row goes, so a later change of the default shows again. */
export async function deleteCorrection(
  db: Kysely<Database>,
  language: string,
  messageKey: string,
): Promise<void> {
  await db
    .deleteFrom('messageCorrections')
    .where('language', '=', language)
    .where('messageKey', '=', messageKey)
    .execute();
}

export const readReviewedLanguages = async (db: Kysely<Database>): Promise<string[]> =>
  (await db.selectFrom('reviewedLanguages').select('language').orderBy('language').execute()).map(
    (row) => row.language,
  );

export async function markReviewed(
  db: Kysely<Database>,
  language: string,
  reviewed: { at: number; by: number } | null,
): Promise<void> {
  if (!reviewed) {
    await db.deleteFrom('reviewedLanguages').where('language', '=', language).execute();
    return;
  }
  await db
    .insertInto('reviewedLanguages')
    .values({ language, reviewedAt: reviewed.at, reviewedBy: reviewed.by })
    .onConflict((oc) =>
      oc.column('language').doUpdateSet({ reviewedAt: reviewed.at, reviewedBy: reviewed.by }),
    )
    .execute();
}
