import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { MAX_UPLOAD_BYTES, type UploadPurpose } from '@buka/domain/uploads';
import { uploadSrcSet } from '@buka/domain/images';
import { t } from '../i18n/i18n';
import { tl } from '../i18n/later';
import { ApiError } from '../api/client';
import { toast } from '../toast/toast-store';
import { Button } from '../ui/Button';
import { NotAPicture, shrinkPicture } from './shrink-picture';
import { deleteUpload, isStoredUpload, uploadImage, type UploadHandle } from './upload-image';

interface ImageUploadProps {
  label: string;
  purpose: UploadPurpose;
  /** The picture's URL, '' when there is none. */
  value: string;
  onChange: (url: string) => void;
  /**
   * Runs before a removed picture is deleted from storage, e.g. to stop the profile pointing at
   * it. Pictures for which `keepStored` says true are only let go, never deleted (a saved food's
   * picture stays on the menu until the food is saved with another).
   */
  beforeRemove?: (url: string) => Promise<void>;
  keepStored?: (url: string) => boolean;
  error?: string | undefined;
}

interface Progress {
  percent: number;
  /** The picture's size before and after it was made smaller in the phone. */
  shrunk?: { from: number; to: number } | undefined;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | ({ kind: 'uploading' } & Progress)
  | { kind: 'removing' };

/** A picture refused in the phone, before it is sent, in the words the customer is shown. */
class Refused extends Error {}

const isAbort = (failure: unknown) =>
  failure instanceof DOMException && failure.name === 'AbortError';

/** What is wrong with the picture, in the server's words; the upload toast of docs/t('md')#catalogue for the rest. */
function uploadFailure(failure: unknown): string {
  if (failure instanceof Refused) return failure.message;
  if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) {
    return failure.message;
  }
  return t('uploadError');
}

function removeFailure(failure: unknown): string {
  return failure instanceof ApiError ? failure.message : t('somethingWentWrong');
}

/** docs/server-rules.md#uploads image upload control and docs/server-rules.md#uploads upload: started, percent progress, success or failure. */
export function ImageUpload(props: ImageUploadProps) {
  const { label, purpose, value, onChange, beforeRemove, keepStored, error } = props;
  const id = useId();
  // How far the upload is: XMLHttpRequest's progress events, which a mutation's state does not
  // carry (null while the picture is still being made smaller in the phone).
  const [progress, setProgress] = useState<Progress | null>(null);
  const sending = useRef<UploadHandle | null>(null);
  useEffect(() => () => sending.current?.abort(), []);

  // Both sent now or failed now (with the words of docs/t('md')#catalogue), never held until
  // the phone is online.
  const upload = useMutation({
    networkMode: 'always',
    mutationFn: async (file: File) => {
      setProgress(null);
      // docs/server-rules.md#validation: image files only, by what the phone can read, not by the
      // name (the server checks the content again).
      if (!file.type.startsWith('image/')) throw new Refused(t('notAnImage'));
      let picture: File;
      try {
        picture = await shrinkPicture(file);
      } catch (failure) {
        if (failure instanceof NotAPicture) throw new Refused(t('notAnImage'));
        picture = file; // could not redraw it here: the server decides
      }
      if (picture.size > MAX_UPLOAD_BYTES) throw new Refused(t('imageTooLarge'));
      const shrunk = picture === file ? undefined : { from: file.size, to: picture.size };
      setProgress({ percent: 0, shrunk });
      sending.current = uploadImage(picture, purpose, (percent) =>
        setProgress({ percent, shrunk }),
      );
      try {
        return await sending.current.done;
      } finally {
        sending.current = null;
      }
    },
    onSuccess: (url) => {
      onChange(url);
      toast.success(t('uploadDone'));
    },
    onError: (failure) => {
      if (!isAbort(failure)) toast.error(uploadFailure(failure));
    },
  });

  const remove = useMutation({
    networkMode: 'always',
    mutationFn: async (url: string) => {
      await beforeRemove?.(url);
      if (isStoredUpload(url) && !keepStored?.(url)) await deleteUpload(url);
    },
    onSuccess: () => {
      onChange('');
      toast.success(t('imageRemoved'));
    },
    onError: (failure) => toast.error(removeFailure(failure)),
  });

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be picked again after a failure
    if (file) upload.mutate(file);
  }

  const phase: Phase = upload.isPending
    ? progress
      ? { kind: 'uploading', ...progress }
      : { kind: 'preparing' }
    : remove.isPending
      ? { kind: 'removing' }
      : { kind: 'idle' };
  const failed =
    upload.isError && !isAbort(upload.error)
      ? uploadFailure(upload.error)
      : remove.isError
        ? removeFailure(remove.error)
        : undefined;
  const errorText = failed ?? error;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      {value ? (
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-end">
          <img
            src={value}
            srcSet={uploadSrcSet(value)}
            sizes="12rem"
            alt={tl('imagePreview', { label })}
            width={192}
            height={192}
            className="size-48 rounded-xl bg-stone-100 object-cover ring-1 ring-stone-200"
          />
          <Button
            variant="secondary"
            loading={remove.isPending}
            onClick={() => remove.mutate(value)}
          >
            {tl('removeImage')}
          </Button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className={`flex min-h-40 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center focus-within:ring-2 focus-within:ring-brand-500 ${
            errorText
              ? 'border-red-400 bg-red-50'
              : 'border-stone-300 bg-stone-50 hover:bg-stone-100'
          }`}
        >
          <svg
            aria-hidden="true"
            width={32}
            height={32}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinecap="round"
            strokeLinejoin="round"
            className="text-stone-500"
          >
            <path d="M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M12 4v12M7 9l5-5 5 5" />
          </svg>
          <span className="text-sm font-semibold text-stone-800">{tl('clickToUpload')}</span>
          <span className="text-xs text-stone-600">{tl('uploadHint')}</span>
          <input
            id={id}
            type="file"
            accept="image/*"
            aria-labelledby={`${id}-label`}
            aria-describedby={errorText ? errorId : undefined}
            disabled={upload.isPending}
            onChange={onPick}
            className="sr-only"
          />
        </label>
      )}
      <UploadStatus phase={phase} />
      {errorText && (
        <p id={errorId} className="text-sm text-red-700">
          {errorText}
        </p>
      )}
    </div>
  );
}

function UploadStatus({ phase }: { phase: Phase }) {
  return (
    <div role="status" className="text-sm text-stone-700">
      {phase.kind === 'preparing' && tl('shrinkingPicture')}
      {phase.kind === 'uploading' && (
        <div className="flex flex-col gap-1">
          <span>
            {t('uploadStarted')} {phase.percent}%
          </span>
          {phase.shrunk && (
            <span className="text-xs text-stone-600">
              {tl('madeSmaller', {
                from: megabytes(phase.shrunk.from),
                to: megabytes(phase.shrunk.to),
              })}
            </span>
          )}
          <div
            role="progressbar"
            aria-label={tl('uploadProgress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={phase.percent}
            className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${phase.percent}%` }}
            />
          </div>
        </div>
      )}
      {phase.kind === 'removing' && t('removingImage')}
    </div>
  );
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
