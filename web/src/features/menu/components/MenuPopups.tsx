import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { Food } from '@buka/domain/products';
import { defaultSettings } from '@buka/domain/default-settings';
import { orderingState } from '@buka/domain/ordering-state';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { settingsQuery } from '../../../shared/api/get-settings';
import { menuPopup, type MenuPopup } from '../lib/menu-popup';
import { useNow } from '../../../shared/clock/use-now';
import { readWelcomeSeen, rememberWelcomeSeen } from '../lib/welcome-seen';
import { withLaterWords } from '../../../shared/i18n/later-words';

// The cards' own chunk (MenuCards.tsx; vite.config.ts has the service worker keep it), loaded
// with the later table, which holds its words. Should the chunk not load (offline before it was
// ever kept), the menu shows no card rather than an error.
const MenuCard = lazy(() =>
  withLaterWords(() => import('./MenuCards'))().catch(() => ({ default: () => null })),
);

/**
 * docs/screens.md#menu: the menu's cards: closed for the day (or paused by the staff: for now,
 * never until tomorrow), no food now, and the welcome card.
 */
export function MenuPopups({ foods }: { foods: readonly Food[] | undefined }) {
  // The time and this phone's 'seen' mark are the browser's: a menu drawn on the server shows
  // its cards once taken over.
  const hydrated = useHydrated();
  const now = useNow();
  const settingsResult = useQuery(settingsQuery);
  const [welcomeSeen, setWelcomeSeen] = useState(readWelcomeSeen);
  const [dismissed, setDismissed] = useState<ReadonlySet<MenuPopup>>(new Set());

  // Until the shop's own timetable arrives we cannot say it is closed; after a failed load the
  // default hours stand in.
  const settings = settingsResult.data ?? (settingsResult.isError ? defaultSettings : undefined);
  if (!settings || !hydrated) return null;

  const ordering = orderingState(now, settings);
  const popup = menuPopup({ ordering: ordering.kind, foods, welcomeSeen });
  if (!popup || dismissed.has(popup)) return null;
  return (
    <Suspense fallback={null}>
      <MenuCard
        popup={popup}
        ordering={ordering}
        now={now}
        settings={settings}
        onDismiss={() => setDismissed(new Set(dismissed).add(popup))}
        onUnderstood={() => {
          rememberWelcomeSeen();
          setWelcomeSeen(true);
        }}
      />
    </Suspense>
  );
}
