import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { showCachedCart, useCartLines } from '../api/get-cart';
import { closeCart, openCart, useCartOpen } from '../cart-panel-store';
import { writeCachedCart } from '../cart-storage';
import { loadCartPanel } from './load-cart-panel';

const CartPanel = lazy(() => loadCartPanel().then((module) => ({ default: module.CartPanel })));

/**
 * Mounted once in the root layout: loads the cart at start-up and at sign-in, keeps the local
 * copy in step (docs/orders.md#cart), and shows the panel when asked.
 */
export function CartRoot() {
  const user = useSession();
  const uid = user?.uid;
  const queryClient = useQueryClient();
  const { lines, isPending } = useCartLines(uid);
  const open = useCartOpen();
  const { pathname } = useLocation();

  useEffect(() => {
    if (uid) showCachedCart(queryClient, uid);
  }, [queryClient, uid]);

  useEffect(() => {
    // Until the cart is known (from the local copy or the server) there is nothing to keep,
    // and writing the empty stand-in would wipe the copy before it is read.
    if (uid && isPending) return;
    writeCachedCart(uid ? lines : undefined);
  }, [uid, lines, isPending]);

  // Right after registering (/menu/new) the cart opens once it holds something (the dish the
  // customer tapped before signing up); an empty cart stays shut and the menu welcomes them.
  // Going anywhere else closes it.
  const justRegistered = pathname === '/menu/new';
  const hasLines = !isPending && lines.length > 0;
  const openedOnArrival = useRef(false);
  useEffect(() => {
    openedOnArrival.current = false;
    if (pathname !== '/menu/new') closeCart();
  }, [pathname]);
  useEffect(() => {
    if (justRegistered && hasLines && !openedOnArrival.current) {
      openedOnArrival.current = true;
      openCart();
    }
  }, [justRegistered, hasLines]);

  // A cart holding something is likely to be opened: its panel loads once the phone is idle, so
  // that it opens at once.
  useEffect(() => {
    if (!hasLines) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => void loadCartPanel().catch(() => undefined));
  }, [hasLines]);

  return open ? (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  ) : null;
}
