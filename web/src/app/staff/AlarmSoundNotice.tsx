import { unlockChime, useChimeAudible } from './chime';

/**
 * Browsers keep a page silent until it is touched: a board opened and left alone would ring
 * for nobody. Until it can be heard, this asks for the one tap that lets it.
 */
export function AlarmSoundNotice({ waiting }: { waiting: number }) {
  const audible = useChimeAudible();
  // Heard, or not to be told.
  if (audible !== false) return null;
  return (
    <div
      role={waiting > 0 ? 'alert' : undefined}
      className="mb-4 flex flex-wrap items-center gap-3 rounded-2xl bg-amber-100 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <p className="flex-1">
        {waiting > 0
          ? `${waiting === 1 ? 'An order is' : `${waiting} orders are`} waiting, and the alarm is silent.`
          : 'The new-order alarm is silent until you tap here once.'}
      </p>
      <button
        type="button"
        onClick={unlockChime}
        className="min-h-11 rounded-full bg-amber-900 px-4 py-2 font-semibold text-white hover:bg-amber-950"
      >
        Turn on the alarm sound
      </button>
    </div>
  );
}
