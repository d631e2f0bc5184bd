import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../toast/toast-store';
import { pushStorageKey, pushUnavailable, turnOffPush, turnOnPush } from './push-device';

export interface PushToggle {
  /** Notifications for this purpose are on in this browser. */
  on: boolean;
  /** Why they cannot be turned on here, or null. */
  unavailable: string | null;
  busy: boolean;
  /** Why the last turn on or off failed, kept until dismissed or until it works (keepError). */
  error: string | null;
  dismissError(): void;
  turnOn(): void;
  turnOff(): void;
}

/**
 * The switch of one purpose: every new order (staff, no orderId) or one order's steps.
 * `keepError`: the caller shows the failure in place until dismissed, rather than as a toast
 * that is gone before staff have found the browser's settings.
 */
export function usePushToggle(orderId?: number, { keepError = false } = {}): PushToggle {
  const key = pushStorageKey(orderId);
  const unavailable = pushUnavailable();
  const [on, setOn] = useState(() => !unavailable && localStorage.getItem(key) === '1');
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (want: boolean) => (want ? turnOnPush(orderId) : turnOffPush(orderId)),
    onSuccess: (_data, want) => {
      if (want) localStorage.setItem(key, '1');
      else localStorage.removeItem(key);
      setOn(want);
      setError(null);
    },
    onError: (failure) => (keepError ? setError(failure.message) : toast.error(failure.message)),
  });

  // Renewed on every visit: the server may have dropped a subscription its push service
  // declared dead, or the browser may have made a new one. No prompt: permission is given.
  useEffect(() => {
    if (!on) return;
    turnOnPush(orderId).catch(() => {
      localStorage.removeItem(key);
      setOn(false);
    });
  }, [on, orderId, key]);

  return {
    on,
    unavailable,
    busy: change.isPending,
    error,
    dismissError: () => setError(null),
    turnOn: () => change.mutate(true),
    turnOff: () => change.mutate(false),
  };
}
