import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Hides the title visually (it still names the dialog for screen readers). */
  hideTitle?: boolean;
}

/**
 * A modal card on the native <dialog>: the browser traps focus, puts it on the first control
 * (our close button), answers Escape and hides the page behind from screen readers, all without
 * a library.
 */
export function Dialog({ title, onClose, children, hideTitle = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/60"
      onCancel={(event) => {
        // Escape: let React decide, so the card's state and the DOM never disagree.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A tap on the dimmed backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="relative flex flex-col gap-4 p-6">
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="absolute top-2 right-2 grid size-11 place-items-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <CloseIcon />
        </button>
        <h2 id={titleId} className={hideTitle ? 'sr-only' : 'pr-10 text-xl font-bold'}>
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
