import type { ReactNode } from 'react';
import { servedNote, servedWindow } from '@buka/domain/dish-times';
import type { Food } from '@buka/domain/products';
import { useNow } from '../../../shared/clock/use-now';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { t } from '../../../shared/i18n/i18n';

/**
 * A dish served at some times only: outside them it shows from when ("Available from 5:30 pm")
 * instead of its add button, so it stays on the menu but cannot be added. The device's clock
 * decides once the page runs; the server refuses it anyway (docs/orders.md#dishes-served-at-some-times).
 */
export default function ServedGate({ food, children }: { food: Food; children: ReactNode }) {
  const hydrated = useHydrated();
  const now = useNow();
  const note = hydrated ? servedNote(servedWindow(food, food.category), now) : null;
  if (!note) return children;
  return <p className="text-sm font-semibold text-stone-600">{t(note.key, { time: note.time })}</p>;
}
