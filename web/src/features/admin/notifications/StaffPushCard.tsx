import { Button } from '../../../shared/ui/Button';
import { usePushToggle } from '../../../shared/push/use-push-toggle';
import { useTestPush } from '../api/push-test';

/**
 * Staff turn on notifications per device (issue: never miss an order): every new order then
 * shows on this phone or tablet, even with the shop closed on it or the screen locked.
 */
export function StaffPushCard() {
  const push = usePushToggle();
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
        <p className="text-stone-600">
          {push.unavailable ??
            (push.on
              ? 'Every new order shows here, even with the shop closed on this device.'
              : 'Get every new order as a notification here, even with the shop closed or the screen locked.')}
        </p>
      </div>
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
