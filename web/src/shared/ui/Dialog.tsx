import {
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { drawToastsIn } from '../toast/toast-store';
import { CloseIcon } from './icons';
import { t } from '../i18n/i18n';

type DialogProps = {
  onClose: () => void;
  children: ReactNode;
} & (
  | {
      /** A centred card with a title and a close button. */
      variant?: 'card';
      title: string;
      /** Hides the title visually (it still names the dialog for screen readers). */
      hideTitle?: boolean;
    }
  | {
      /**
       * A full-height panel from one side (the cart, the phone's menus); it draws its own header.
       * `className` gives its width and its max-width (the browser's own would leave a gap).
       */
      variant: 'panel';
      side: 'left' | 'right';
      /** The panel's name for screen readers. */
      label: string;
      /** Width and colours. */
      className: string;
    }
);

/** The round × that closes a dialog or panel; `className` places and colours it. */
export function CloseButton(props: { label: string; onClick: () => void; className: string }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      onClick={props.onClick}
      className={`grid size-11 place-items-center rounded-full focus-visible:outline-2 ${props.className}`}
    >
      <CloseIcon />
    </button>
  );
}

// The page behind an open dialog does not scroll; counted, since one dialog can open over another.
let openDialogs = 0;
function lockPageBehind(): void {
  if (openDialogs++ === 0) document.body.style.overflow = 'hidden';
}
function unlockPageBehind(): void {
  if (--openDialogs === 0) document.body.style.overflow = '';
}

/**
 * The one modal, on the native <dialog>: the browser traps focus, puts it on the first control,
 * answers Escape and hides the page behind from screen readers, all without a library. The page
 * behind does not scroll while it is open, and toasts are drawn in it.
 */
export function Dialog(props: DialogProps) {
  const { onClose, children } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Opened as it is drawn and closed as it is removed, in the same commit (a layout effect), so
  // nothing ever sees a closed dialog over a page that cannot scroll.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // The page behind is inert now: toasts are drawn in here instead.
    const undraw = dialog && drawToastsIn(dialog);
    lockPageBehind();
    return () => {
      unlockPageBehind();
      undraw?.();
      dialog?.close();
    };
  }, []);

  const shared = {
    ref,
    onCancel: (event: SyntheticEvent) => {
      // Escape: let React decide, so the dialog's state and the DOM never disagree.
      event.preventDefault();
      onClose();
    },
    onClick: (event: MouseEvent) => {
      // A tap on the dimmed backdrop lands on the <dialog> itself.
      if (event.target === event.currentTarget) onClose();
    },
  };

  if (props.variant === 'panel') {
    const edge = props.side === 'right' ? 'mr-0 ml-auto' : 'mr-auto ml-0';
    return (
      <dialog
        {...shared}
        aria-label={props.label}
        data-panel={props.side}
        className={`my-0 h-dvh max-h-none p-0 backdrop:bg-stone-950/60 ${edge} ${props.className}`}
      >
        {children}
      </dialog>
    );
  }

  return (
    <dialog
      {...shared}
      aria-labelledby={titleId}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/60"
    >
      <div className="relative flex flex-col gap-4 p-6">
        <CloseButton
          label={t('close')}
          onClick={onClose}
          className="absolute top-2 right-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-brand-700"
        />
        <h2 id={titleId} className={props.hideTitle ? 'sr-only' : 'pr-10 text-xl font-bold'}>
          {props.title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
