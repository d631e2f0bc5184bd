import { Link, useLocation } from 'react-router';
import { t } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/toast/toast-store';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { CloseButton, Dialog } from '../../../shared/ui/Dialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { CheckoutForm } from '../checkout/components/CheckoutForm';
import { useClearCart } from '../api/clear-cart';
import { closeCart, dismissCartNotice, useCartNotice } from '../cart-panel-store';
import { useCart } from '../use-cart';
import { CartLineItem } from './CartLineItem';
import { tl } from '../../../shared/i18n/later';

/** docs/screens.md#cart-panel: the cart side panel, an overlay on any page. */
export function CartPanel() {
  const cart = useCart();
  const clear = useClearCart();
  const { pathname } = useLocation();

  function onClear() {
    if (cart.lines.length === 0) toast.info(t('cartAlreadyEmpty'));
    else clear.mutate();
  }

  return (
    <Dialog
      variant="panel"
      side="right"
      label={tl('cartTitle')}
      onClose={closeCart}
      className="w-full max-w-md bg-white text-stone-900 shadow-2xl"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center gap-2 border-b border-stone-200 px-2 py-2">
          <CloseButton
            label={tl('closeCart')}
            onClick={closeCart}
            className="text-stone-600 hover:bg-stone-100 focus-visible:outline-brand-700"
          />
          <h2 className="flex-1 text-xl font-bold">{tl('cartTitle')}</h2>
          {cart.user ? (
            <button
              type="button"
              onClick={onClear}
              className="min-h-11 rounded-full px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {tl('clearCart')}
            </button>
          ) : (
            <Link
              to="/login"
              onClick={closeCart}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {tl('loginToCart')}
            </Link>
          )}
        </div>

        <div className="flex-1 overflow-y-auto overscroll-contain px-4">
          <CartNoticeBox />
          {cart.isPending && cart.lines.length === 0 ? (
            <p className="flex items-center justify-center gap-2 py-10 text-stone-600">
              <Spinner /> {tl('loadingCart')}
            </p>
          ) : cart.entries.length === 0 ? (
            <div className="flex flex-col items-center gap-4 py-10 text-center">
              <p className="text-lg text-stone-600">{t('cartEmpty')}</p>
              {pathname !== '/menu' && !pathname.startsWith('/menu/') && (
                <Link to="/menu" onClick={closeCart} className={buttonClasses('secondary')}>
                  {tl('seeTheMenu')}
                </Link>
              )}
            </div>
          ) : (
            <ul aria-label={tl('cartItems')} className="divide-y divide-stone-200">
              {cart.entries.map((entry) => (
                <CartLineItem key={entry.line.id} entry={entry} />
              ))}
            </ul>
          )}
          {cart.user && cart.entries.length > 0 && <CheckoutForm />}
        </div>
      </div>
    </Dialog>
  );
}

/** What the opener had to say (a past order put back, and what changed since), until dismissed. */
function CartNoticeBox() {
  const notice = useCartNotice();
  if (!notice) return null;
  return (
    <section
      role="status"
      aria-label={notice.title}
      className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{notice.title}</p>
        {notice.lines.length > 0 && (
          <ul className="mt-1 list-disc pl-5">
            {notice.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <CloseButton
        label={t('dismiss')}
        onClick={dismissCartNotice}
        className="-mt-1 -mr-2 text-amber-900 hover:bg-amber-100 focus-visible:outline-brand-700"
      />
    </section>
  );
}
