import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { OPEN_FROM_NOTIFICATION } from '@buka/domain/push-message';

/**
 * A tapped notification asks an open window of the shop to show its page (the service worker
 * posts the address): the app moves there itself, without reloading, so a staff board keeps
 * its sound and its live stream.
 */
export function useOpenFromNotification(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type !== OPEN_FROM_NOTIFICATION || typeof data.url !== 'string') return;
      const url = new URL(data.url, location.origin);
      if (url.origin !== location.origin) return;
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    container.addEventListener('message', onMessage);
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
}
