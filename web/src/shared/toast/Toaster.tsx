import { dismissToast, useToasts } from './toast-store';

const tone = {
  success: 'border-leaf-600 bg-green-50 text-green-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  info: 'border-stone-400 bg-white text-stone-900',
};

/** Top-right, as the spec's toasts; announced to screen readers. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-3 right-3 z-[100] flex w-[min(22rem,calc(100vw-1.5rem))] flex-col gap-2"
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
            aria-label="Dismiss"
            className="text-stone-500 hover:text-stone-900"
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
