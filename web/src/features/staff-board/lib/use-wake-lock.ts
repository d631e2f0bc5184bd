import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while the board is open (Screen Wake Lock), so the tablet at the counter
 * does not sleep through new orders. The browser drops the lock whenever the page is hidden; it
 * is taken again when the page comes back. Answers whether the screen is being kept on.
 */
export function useScreenWakeLock(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const take = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (stopped) return void lock.release();
          sentinel = lock;
          setHeld(true);
          lock.addEventListener('release', () => setHeld(false));
        },
        // Refused (battery saver, no permission): the board works, the screen may sleep.
        () => setHeld(false),
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', take);
      void sentinel?.release();
    };
  }, []);
  return held;
}
