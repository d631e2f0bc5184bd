import { useState, type FormEvent } from 'react';
import {
  customerTextsMessages,
  MAX_WORDING_LENGTH,
  type CustomerText,
} from '@buka/domain/customer-texts';
import type { Language } from '@buka/domain/languages';
import { messages } from '@buka/domain/messages';
import { ApiError } from '../../../shared/api/client';
import { toast } from '../../../shared/toast/toast-store';
import { Button } from '../../../shared/ui/Button';
import { useSaveCustomerText } from '../api/customer-texts';
import { TEXT_PLACES } from '../lib/text-places';

/**
 * One customer sentence: English, the language's default and the shop's wording, which the owner
 * edits in place or resets. The server checks the wording (docs/languages.md#the-shops-own-words).
 */
export function CustomerTextRow({ language, text }: { language: Language; text: CustomerText }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveCustomerText(language);
  const shown = text.wording ?? text.standard;
  const fieldId = `text-${text.key}`;

  function send(wording: string | null) {
    save.mutate(
      { key: text.key, wording },
      {
        onSuccess: () => {
          setDraft(null);
          setError(undefined);
          toast.success(
            wording === null ? customerTextsMessages.textReset : customerTextsMessages.textSaved,
          );
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : messages.somethingWentWrong),
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (draft !== null) send(draft);
  }

  return (
    <li aria-label={text.key} className="flex flex-col gap-2 border-b border-stone-200 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <code className="text-xs text-stone-500">{text.key}</code>
        <span className="text-xs text-stone-500">
          {TEXT_PLACES[text.kind]}
          {text.wording !== null && ' · the shop’s wording'}
        </span>
      </div>
      {language !== 'en' && <p className="text-sm text-stone-600">English: {text.english}</p>}
      {text.wording !== null && <p className="text-sm text-stone-600">Default: {text.standard}</p>}
      {draft === null ? (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p lang={language} className="text-sm font-medium text-stone-900">
            {shown}
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              aria-label={`Edit ${text.key}`}
              onClick={() => setDraft(shown)}
            >
              Edit
            </Button>
            {text.wording !== null && (
              <Button
                variant="secondary"
                aria-label={`Reset ${text.key} to the default`}
                loading={save.isPending}
                onClick={() => send(null)}
              >
                Reset
              </Button>
            )}
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
          <label htmlFor={fieldId} className="text-sm font-medium text-stone-900">
            The shop’s wording
          </label>
          <textarea
            id={fieldId}
            lang={language}
            value={draft}
            rows={3}
            maxLength={MAX_WORDING_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onChange={(event) => setDraft(event.target.value)}
            className="rounded-lg border border-stone-300 p-2 text-sm"
          />
          {error && (
            <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(null);
                setError(undefined);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
