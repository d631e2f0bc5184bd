import { usePushToggle } from '../../../shared/push/use-push-toggle';
import { Button } from '../../../shared/ui/Button';

/** The customer may have each step of this order (accepted, on the way…) sent to the phone. */
export function OrderPushToggle({ orderId }: { orderId: number }) {
  const push = usePushToggle(orderId);
  if (push.unavailable) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p className="flex-1 text-stone-700">
        {push.on
          ? 'You will get a notification when your order moves on.'
          : 'Get a notification on this phone when your order is accepted, on the way or delivered.'}
      </p>
      {push.on ? (
        <Button variant="ghost" loading={push.busy} onClick={push.turnOff}>
          Stop notifications
        </Button>
      ) : (
        <Button variant="secondary" loading={push.busy} onClick={push.turnOn}>
          Notify me
        </Button>
      )}
    </div>
  );
}
