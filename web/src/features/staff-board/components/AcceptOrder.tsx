import { READY_IN_CHOICES, type AdminOrder } from '@buka/domain/admin';

interface AcceptOrderProps {
  order: AdminOrder;
  busy: boolean;
  onAccept: (readyInMinutes: number) => void;
  onReject: () => void;
}

/** A new order's answer, one tap each: accept it ready in 20, 30, 45 or 60 minutes, or reject. */
export function AcceptOrder({ order, busy, onAccept, onReject }: AcceptOrderProps) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-stone-800" id={`accept-${order.id}`}>
        Accept, ready in:
      </p>
      <div role="group" aria-labelledby={`accept-${order.id}`} className="flex flex-wrap gap-2">
        {READY_IN_CHOICES.map((minutes) => (
          <button
            key={minutes}
            type="button"
            disabled={busy}
            aria-label={`Accept order #${order.id}, ready in ${minutes} min`}
            onClick={() => onAccept(minutes)}
            className="min-h-11 min-w-16 rounded-full bg-green-700 px-4 py-2 text-sm font-bold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 disabled:opacity-60"
          >
            {minutes} min
          </button>
        ))}
        <button
          type="button"
          disabled={busy}
          aria-label={`Reject order #${order.id}`}
          onClick={onReject}
          className="min-h-11 rounded-full border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
        >
          Reject
        </button>
      </div>
    </div>
  );
}
