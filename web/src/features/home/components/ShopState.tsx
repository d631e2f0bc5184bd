import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { orderingState } from '@buka/domain/ordering-state';
import { settingsQuery } from '../../../shared/api/get-settings';
import { useNow } from '../../../shared/clock/use-now';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { withLaterWords } from '../../../shared/i18n/later-words';

// The notice's words are in the later table: its chunk comes with them, and only when the shop
// is closed or paused. Should it not load (offline before it was ever kept), no notice shows.
const ShopStateNotice = lazy(() =>
  withLaterWords(() => import('./ShopStateNotice'))().catch(() => ({ default: () => null })),
);

/**
 * Closed or paused, said on the home page once the app runs (the time is the phone's; the page
 * was drawn earlier), pinned to the foot of the screen so nothing on the page moves when it
 * appears.
 */
export function ShopState() {
  const hydrated = useHydrated();
  const now = useNow();
  const settings = useQuery(settingsQuery).data;
  if (!hydrated || !settings || orderingState(now, settings).kind === 'open') return null;
  return (
    <Suspense fallback={null}>
      <ShopStateNotice now={now} settings={settings} />
    </Suspense>
  );
}
