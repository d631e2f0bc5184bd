import { Link } from 'react-router';

/**
 * A page's code failed to load (spec §8: a chunk missing, timed out or failing) or threw while
 * drawing: say so plainly and offer a way back instead of a blank screen.
 */
export function RouteError({ error }: { error: unknown }) {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  console.error(error);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{offline ? 'You are offline' : 'Something went wrong'}</h1>
      <p className="text-stone-600">
        {offline
          ? 'Check your connection and try again.'
          : 'This page could not be opened. Please try again.'}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white"
          onClick={() => window.location.reload()}
        >
          Try again
        </button>
        <Link to="/" className="rounded-full border border-stone-300 px-5 py-2 font-semibold">
          Home
        </Link>
      </div>
    </main>
  );
}
