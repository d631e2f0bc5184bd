import { ApiError } from '../api/client';
import { Button } from '../ui/Button';
import { messages } from '@buka/domain/messages';

/** A list that could not load says why and offers to try again, instead of showing nothing. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-4 text-red-900"
    >
      <p>{error instanceof ApiError ? error.message : messages.somethingWentWrong}</p>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
