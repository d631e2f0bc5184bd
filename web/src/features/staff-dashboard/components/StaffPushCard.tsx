import { messages } from '@buka/domain/messages';
import { Button } from '../../../shared/ui/Button';
import { usePushToggle } from '../../../shared/push/use-push-toggle';
import { useTestPush } from '../api/push-test';

/**
 * Staff turn on notifications per device, so they never miss an order: every new order then
 * shows on this phone or tablet, even with the shop closed on it or the screen locked.
 */
export function StaffPushCard() {
  const push = usePushToggle(undefined, { keepError: true });
  // Blocked is what staff can fix themselves: say where, until they have.
  const problem =
    push.error ?? (push.unavailable === messages.pushBlocked ? push.unavailable : null);
  const test = useTestPush();
  return (
    <section
      aria-label="Order notifications on this device"
      className="mb-5 flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-stone-200"
    >
      <div className="min-w-48 flex-1">
        <h2 className="font-semibold text-stone-900">
          Order notifications on this device: {push.on ? 'on' : 'off'}
        </h2>
        {problem ? (
          <div role="alert" className="mt-1 flex flex-col gap-1 text-red-800">
            <p>{problem}</p>
            <p>{messages.pushAllowHowTo}</p>
          </div>
        ) : (
          <p className="text-stone-600">
            {push.unavailable ??
              (push.on
                ? 'Every new order shows here, even with the shop closed on this device.'
                : 'Get every new order as a notification here, even with the shop closed or the screen locked.')}
          </p>
        )}
      </div>
      {push.error && (
        <Button variant="ghost" onClick={push.dismissError}>
          Dismiss
        </Button>
      )}
      {!push.unavailable &&
        (push.on ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" loading={test.isPending} onClick={() => test.mutate()}>
              Send a test
            </Button>
            <Button variant="ghost" loading={push.busy} onClick={push.turnOff}>
              Turn off
            </Button>
          </div>
        ) : (
          <Button loading={push.busy} onClick={push.turnOn}>
            Turn on notifications
          </Button>
        ))}
    </section>
  );
}
