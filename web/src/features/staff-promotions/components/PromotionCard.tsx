import { useState } from 'react';
import { messages } from '@buka/domain/messages';
import { promotionMessages, type Promotion } from '@buka/domain/promotions';
import { formatDate, formatTime, weekdayNames } from '@buka/domain/shop-clock';
import { ApiError } from '../../../shared/api/client';
import { ConfirmDialog } from '../../../shared/staff/ConfirmDialog';
import { toast } from '../../../shared/toast/toast-store';
import { Button } from '../../../shared/ui/Button';
import { countOf } from '../../../shared/ui/count';
import { nairaMoney } from '../../../shared/ui/price';
import { useEndPromotion } from '../api/promotions';

/** What a promotion gives and when, in a line staff can check at a glance. */
function terms(promotion: Promotion): string {
  const parts = [
    promotion.benefit === 'percent'
      ? `${promotion.percent ?? 0}% off the food`
      : promotion.benefit === 'amount'
        ? `${nairaMoney(promotion.amount ?? 0)} off the food`
        : 'Free delivery',
  ];
  if (promotion.minimum > 0) parts.push(`over ${nairaMoney(promotion.minimum)}`);
  if (promotion.firstOrderOnly) parts.push('first order only');
  if (promotion.days.length > 0) {
    parts.push(promotion.days.map((day) => weekdayNames[day]?.slice(0, 3)).join(', '));
  }
  if (promotion.fromTime && promotion.untilTime) {
    parts.push(`${formatTime(promotion.fromTime)}–${formatTime(promotion.untilTime)}`);
  }
  if (promotion.startsOn) parts.push(`from ${formatDate(promotion.startsOn)}`);
  if (promotion.endsOn) parts.push(`until ${formatDate(promotion.endsOn)}`);
  if (promotion.maxUses !== null) parts.push(`${promotion.maxUses} uses in all`);
  if (promotion.maxUsesPerCustomer !== null) {
    parts.push(`${promotion.maxUsesPerCustomer} per customer`);
  }
  return parts.join(' · ');
}

/** One code or offer: its terms, how often it was used, and Change and End. */
export function PromotionCard(props: { promotion: Promotion; onEdit: () => void }) {
  const { promotion } = props;
  const [asking, setAsking] = useState(false);
  const end = useEndPromotion();
  const title = promotion.kind === 'code' ? promotion.code : promotion.name;

  const confirmEnd = () =>
    end.mutate(promotion.id, {
      onSuccess: () => {
        setAsking(false);
        toast.success(promotionMessages.ended);
      },
      onError: (error) =>
        toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
    });

  return (
    <li
      aria-label={title}
      className="flex flex-col gap-1 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="text-base font-semibold break-all text-stone-900">{title}</p>
        <span className={promotion.active ? 'text-green-800' : 'text-stone-500'}>
          {promotion.kind === 'code' ? 'Code' : 'Offer'} · {promotion.active ? 'on' : 'ended'}
        </span>
      </div>
      {promotion.kind === 'code' && promotion.name && (
        <p className="text-stone-600">{promotion.name}</p>
      )}
      <p className="text-stone-700">{terms(promotion)}</p>
      <p className="text-stone-600">
        Used on {countOf(promotion.uses, 'order')} · {nairaMoney(promotion.discounted)} off
      </p>
      <div className="mt-1 flex flex-wrap gap-2">
        <Button variant="secondary" className="min-h-9 px-3" onClick={props.onEdit}>
          Change
        </Button>
        {promotion.active && (
          <Button variant="ghost" className="min-h-9 px-3" onClick={() => setAsking(true)}>
            End
          </Button>
        )}
      </div>
      {asking && (
        <ConfirmDialog
          title={`End ${title}?`}
          confirmLabel="End it"
          busy={end.isPending}
          onConfirm={confirmEnd}
          onClose={() => setAsking(false)}
        >
          No new order will get it. Orders that already had it keep their discount.
        </ConfirmDialog>
      )}
    </li>
  );
}
