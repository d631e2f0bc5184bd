import { useEffect, useRef, useState } from 'react';
import { t } from '../../../shared/i18n/i18n';

/**
 * A dish's description in two lines, with 'More' to read it whole. The button is drawn with
 * the page and only hidden, never removed, once the text turns out to fit: the server's markup
 * and the app's first render stay the same, and no card changes height. Its id is made from the
 * dish, so it reads the same in every list the card is drawn in.
 */
export function DishDescription({ id, name, text }: { id: string; name: string; text: string }) {
  const paragraph = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(true);

  useEffect(() => {
    const element = paragraph.current;
    if (!element || open) return;
    // The width decides: a phone cuts what a desktop shows whole.
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);

  if (!text) return null;
  return (
    <>
      <p id={id} ref={paragraph} className={`text-sm text-stone-600 ${open ? '' : 'line-clamp-2'}`}>
        {text}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={`-my-1 self-start rounded py-1 text-sm font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-700 ${
          open || cut ? '' : 'invisible'
        }`}
      >
        {open ? t('readLess') : t('readMore')}
        <span className="sr-only"> {t('aboutDish', { dish: name })}</span>
      </button>
    </>
  );
}
