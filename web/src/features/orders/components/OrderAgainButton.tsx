import { t } from '../../../shared/i18n/i18n';
import { Button } from '../../../shared/ui/Button';
import { useOrderAgain } from '../api/order-again';

/** docs/screens.md#orders-pages: a past order's dishes back in the cart, in one tap. */
export function OrderAgainButton({ orderId, className }: { orderId: number; className?: string }) {
  const { orderAgain, ordering } = useOrderAgain();
  return (
    <Button
      variant="secondary"
      loading={ordering === orderId}
      onClick={() => orderAgain(orderId)}
      className={className}
    >
      {t('orderAgain')}
      {/* Which order, for a screen reader among the list's many. */}
      <span className="sr-only"> #{orderId}</span>
    </Button>
  );
}
