import { tl } from '../../../shared/i18n/later';
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
      {tl('orderAgain')}
      {/* Which order, for a screen reader among the list's many. */}
      <span className="sr-only"> #{orderId}</span>
    </Button>
  );
}
