import type { Settings } from '@buka/domain/settings';
import { describeSpecialDays } from '@buka/domain/shop-hours';
import { clockWords } from '../../shared/i18n/clock-words';
import { t } from '../../shared/i18n/i18n';
import { timetableWords } from '../../shared/i18n/timetable-words';

/**
 * The footer's special days still to come, in the language shown: loaded with the later table,
 * which holds the month names, once the app runs and only when the shop has such days.
 */
export default function SpecialDays({
  now,
  settings,
}: {
  now: Date;
  settings: Pick<Settings, 'timetable' | 'specialDays'>;
}) {
  const words = { clock: clockWords(), timetable: timetableWords() };
  const lines = describeSpecialDays(now, settings, words);
  if (lines.length === 0) return null;
  return (
    <>
      <h3 className="mt-3 text-sm font-semibold text-white">{t('specialDays')}</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
