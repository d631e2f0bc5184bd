import { useQuery } from '@tanstack/react-query';
import { describeResumption, orderingState } from '@buka/domain/ordering-state';
import { Button } from '../../../shared/ui/Button';
import { useNow } from '../../../shared/clock/use-now';
import { settingsQuery } from '../../../shared/api/get-settings';
import { usePauseOrdering } from '../api/pause-ordering';

const lengths = [
  { minutes: 15, label: '15 min' },
  { minutes: 30, label: '30 min' },
  { minutes: 60, label: '1 hour' },
] as const;

/**
 * Pause ordering for a while (it ends by itself) or until staff resume; on the board and in the
 * settings, applied at once. Customers read that ordering is paused for now, until when.
 */
export function PauseControl({ compact = false }: { compact?: boolean }) {
  const settings = useQuery(settingsQuery).data;
  const pause = usePauseOrdering();
  // Every 15 s: a pause that ran out shows as over soon after, as it is for customers.
  const now = useNow(15_000);
  if (!settings) return null;
  const state = orderingState(now, settings);
  const paused = state.kind === 'paused';

  return (
    <section
      aria-label="Pause ordering"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-bold text-stone-900">Pause ordering</h2>
        <p role="status" className="text-sm font-semibold text-stone-700">
          {paused
            ? state.resumes
              ? `Paused until ${describeResumption(state.resumes)}`
              : 'Paused until you resume'
            : state.kind === 'closed'
              ? 'Closed now (opening hours)'
              : 'Taking orders'}
        </p>
      </div>
      {paused ? (
        <Button
          loading={pause.isPending}
          className="self-start"
          onClick={() => pause.mutate({ paused: false })}
        >
          Resume ordering
        </Button>
      ) : (
        <>
          {!compact && (
            <p className="text-sm text-stone-600">
              Customers can still browse the menu; they read that ordering is paused for now, and
              until when.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {lengths.map(({ minutes, label }) => (
              <Button
                key={minutes}
                variant="secondary"
                disabled={pause.isPending}
                aria-label={`Pause ordering for ${label}`}
                onClick={() => pause.mutate({ paused: true, minutes })}
              >
                {label}
              </Button>
            ))}
            <Button
              variant="secondary"
              disabled={pause.isPending}
              onClick={() => pause.mutate({ paused: true, minutes: null })}
            >
              Until I resume
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
