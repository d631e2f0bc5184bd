import { useLocation } from 'react-router';
import { t } from '../../shared/i18n/i18n';
import { dismissToast, toast } from '../../shared/toast/toast-store';

/**
 * Says a dish went into the cart, and answers how to take that back if the server refuses.
 * Right after sign-up the first dish opens the cart by itself (docs/screens.md#cart-panel): the
 * open cart says it, and a toast there would cover its first line, so nothing is said.
 */
export function useSayAdded(cartIsEmpty: boolean): (dish: string) => () => void {
  const cartWillOpen = useLocation().pathname === '/menu/new' && cartIsEmpty;
  return (dish) => {
    if (cartWillOpen) return () => undefined;
    const said = toast.success(t('dishAddedToCart', { dish }));
    return () => dismissToast(said);
  };
}
