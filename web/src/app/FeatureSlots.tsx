import { lazy, type ReactNode } from 'react';
import { openCart } from '../features/cart/cart-panel-store';
import { useCartForMenu } from '../features/cart/menu-cart';
import { startPaymentOnDemand } from '../features/payment/start-payment-on-demand';
import { usePayOnline } from '../features/payment/use-pay-online';
import { FoodActionsContext } from '../shared/slots/food-actions';
import { MenuCartContext } from '../shared/slots/menu-cart';
import { OpenCartContext } from '../shared/slots/open-cart';
import { PaymentContext, type Payment } from '../shared/slots/payment';

// The staff's edit and delete buttons on the menu's cards: staff code, loaded only when a card
// shows them to staff (it says which staff may edit), so customers never download it.
const FoodAdminActions = lazy(() =>
  import('../features/staff-menu/components/FoodAdminActions').then((module) => ({
    default: module.MenuCardAdminActions,
  })),
);

const payment: Payment = { startPayment: startPaymentOnDemand, usePayOnline };

/**
 * What one feature lends another, handed over here so that no feature imports another
 * (web/src/shared/slots/ says what each is): the cart to the menu, paying to checkout and to
 * an unpaid order, the staff buttons to the menu's cards, the cart panel to a past order.
 */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return (
    <MenuCartContext value={useCartForMenu}>
      <OpenCartContext value={openCart}>
        <PaymentContext value={payment}>
          <FoodActionsContext value={FoodAdminActions}>{children}</FoodActionsContext>
        </PaymentContext>
      </OpenCartContext>
    </MenuCartContext>
  );
}
