import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isStaff } from '@buka/domain/roles';
import { api } from '../api/client';
import { getSession, setAdminMode, setSession } from './session-store';

// The cart keeps a copy of its lines under this key (docs/orders.md#cart); it belongs to the
// signed-in user.
const CART_CACHE_KEY = 'cartItems';
// Everyone may see the menu and the shop's settings; every other cached answer is someone's own.
const PUBLIC_QUERIES = new Set(['products', 'settings']);

/** docs/screens.md#session-in-the-browser logout: forget the user, the cart, admin mode and every cached answer of theirs. */
export function clearLocalSession(queryClient: QueryClient, how: { loggingOut?: true } = {}): void {
  setSession(null, how);
  setAdminMode(false);
  localStorage.removeItem(CART_CACHE_KEY);
  queryClient.removeQueries({
    predicate: (query) => !PUBLIC_QUERIES.has(String(query.queryKey[0])),
  });
}

export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const session = getSession();
    const token = session?.token;
    clearLocalSession(queryClient, { loggingOut: true });
    navigate('/');
    // The phone is signed out at once, even on a slow network; the server revokes the token
    // behind it (a failure leaves a token nobody holds any more, which expires by itself).
    if (token) {
      // A staff tablet signed out stops hearing of new orders (the next person may be anyone);
      // that goes first, while the token still works.
      const forget = isStaff(session?.role)
        ? import('../push/forget-staff-device').then((push) => push.forgetStaffDevice(token))
        : Promise.resolve();
      void forget
        .catch(() => undefined)
        .then(() =>
          api('/api/users/logout', {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
          }),
        )
        .catch(() => undefined);
    }
  }, [queryClient, navigate]);
}
