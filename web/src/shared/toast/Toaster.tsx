import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { t } from '../i18n/i18n';
import { dismissToast, leavePage, useToastHost, useToasts } from './toast-store';

const tone = {
  success: 'border-leaf-600 bg-green-50 text-green-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  info: 'border-stone-400 bg-white text-stone-900',
};

/** Shows the toasts' container in the top layer, where it is on top of the page and dialogs. */
function show(container: HTMLDivElement | null): void {
  // Browsers without popovers show the toasts in the page, under any open dialog.
  if (container?.isConnected && container.showPopover && !container.matches(':popover-open')) {
    container.showPopover();
  }
}

/** Top-right, as the spec's toasts; announced to screen readers. */
export function Toaster() {
  const toasts = useToasts();
  const host = useToastHost();
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => leavePage(pathname), [pathname]);

  useEffect(() => {
    // Once the phone is idle, on the page or in a dialog just opened: showing a popover makes the
    // browser work out the styles of the whole page there and then, which beside the page's first
    // render, or a dialog's own opening, makes one long pause on a slow phone.
    const container = ref.current;
    if (window.requestIdleCallback?.(() => show(container)) === undefined) show(container);
  }, [host]);
  useEffect(() => {
    // A toast, new or moving into a dialog with it, shows at once.
    if (toasts.length > 0) show(ref.current);
  }, [toasts, host]);

  const toaster = (
    <div
      ref={ref}
      popover="manual"
      aria-live="polite"
      data-toaster
      className="pointer-events-none fixed inset-auto top-3 right-3 z-[100] m-0 flex w-[min(22rem,calc(100vw-1.5rem))] flex-col gap-2 overflow-visible border-0 bg-transparent p-0"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 px-4 py-3 text-sm shadow-lg ${tone[toast.kind]}`}
        >
          <p className="flex-1">{toast.text}</p>
          <button
            type="button"
            aria-label={t('dismiss')}
            className="text-stone-500 hover:text-stone-900"
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
  return host ? createPortal(toaster, host) : toaster;
}
