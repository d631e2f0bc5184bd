import type { Order } from '@buka/domain/orders';
import { useNoticeWays } from '../../../shared/api/get-notice-ways';
import { usePushToggle } from '../../../shared/push/use-push-toggle';
import { Button } from '../../../shared/ui/Button';
import { useStopWhatsApp } from '../api/stop-whatsapp';
import { orderUpdatesSentence } from '../order-labels';
import { tl } from '../../../shared/i18n/later';

/**
 * Which of the order's steps the customer will be told of and how (WhatsApp, SMS, a push), and
 * the switch that has each step sent to this phone as a notification.
 */
export function OrderUpdates({ order }: { order: Order }) {
  const push = usePushToggle(order.id);
  const ways = useNoticeWays();
  const stopWhatsApp = useStopWhatsApp();
  const sentence = orderUpdatesSentence(order, {
    shopWhatsApp: ways.whatsapp,
    shopSms: ways.sms,
    push: push.on,
  });
  // Nothing to say, and no switch to offer in this browser.
  if (push.unavailable && sentence === tl('orderUpdatesNone')) return null;
  return (
    <section aria-label={tl('orderUpdatesLabel')} className="flex flex-col gap-2 text-sm">
      <p className="text-stone-700">{sentence}</p>
      <div className="flex flex-wrap items-center gap-3">
        {!push.unavailable &&
          (push.on ? (
            <Button variant="ghost" loading={push.busy} onClick={push.turnOff}>
              {tl('stopNotifications')}
            </Button>
          ) : (
            <Button variant="secondary" loading={push.busy} onClick={push.turnOn}>
              {tl('notifyMe')}
            </Button>
          ))}
        {/* Unticking afterwards: the steps of this order come by SMS, if any, instead. */}
        {ways.whatsapp && order.whatsappUpdates && (
          <Button
            variant="ghost"
            loading={stopWhatsApp.isPending}
            onClick={() => stopWhatsApp.mutate(order.id)}
          >
            {tl('stopWhatsAppUpdates')}
          </Button>
        )}
      </div>
    </section>
  );
}
