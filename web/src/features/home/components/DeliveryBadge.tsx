import { useEffect, useId, useRef, useState } from 'react';
import { formatMoney } from '@buka/domain/money';
import type { DeliveryArea } from '@buka/domain/settings';
import { useEarlyTap } from '../../../shared/hydration/early-taps';
import { BikeIcon } from '../../../shared/ui/icons';
import { t } from '../../../shared/i18n/i18n';

/** docs/screens.md#menu: a badge that opens the places-we-deliver card on hover or on a tap. */
export function DeliveryBadge({ areas }: { areas: readonly DeliveryArea[] }) {
  const [open, setOpen] = useState(false);
  const cardId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const hovering = useRef(false);
  const early = useEarlyTap<HTMLButtonElement>('delivery-areas');

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative inline-block"
      // Hover is for a mouse only: a phone's tap toggles the card instead.
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        hovering.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        hovering.current = false;
        setOpen(false);
      }}
    >
      <button
        type="button"
        {...early}
        aria-expanded={open}
        aria-controls={cardId}
        // A mouse click lands while hovering (the card is already open): keep it open.
        onClick={() => setOpen((was) => hovering.current || !was)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100 hover:ring-brand-500 data-tapped:animate-pulse"
      >
        <BikeIcon size={20} /> {t('weDeliverToYourArea')}
      </button>
      <div
        id={cardId}
        hidden={!open}
        className="absolute top-full left-0 z-20 mt-2 w-72 rounded-2xl bg-white p-4 text-left shadow-lg ring-1 ring-stone-200"
      >
        <h2 className="font-bold">{t('placesWeDeliver')}</h2>
        <ul className="mt-2 grid grid-cols-2 gap-1 text-sm text-stone-700">
          {areas.map((area) => (
            <li key={area.name}>
              {area.name}
              {area.feeKobo > 0 && (
                <span className="text-stone-500"> · {formatMoney(area.feeKobo)}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
