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
  turnOn(): void;
  turnOff(): void;
}

/** The switch of one purpose: every new order (staff, no orderId) or one order's steps. */
export function usePushToggle(orderId?: number): PushToggle {
  const key = pushStorageKey(orderId);
  const unavailable = pushUnavailable();
  const [on, setOn] = useState(() => !unavailable && localStorage.getItem(key) === '1');
  const change = useMutation({
    mutationFn: (want: boolean) => (want ? turnOnPush(orderId) : turnOffPush(orderId)),
    onSuccess: (_data, want) => {
      if (want) localStorage.setItem(key, '1');
      else localStorage.removeItem(key);
      setOn(want);
    },
    onError: (error) => toast.error(error.message),
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
    turnOn: () => change.mutate(true),
    turnOff: () => change.mutate(false),
  };
}
