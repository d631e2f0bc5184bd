import { useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { dismissToast, toast } from '../toast/toast-store';
import { fieldErrors, type FieldErrors } from './form-errors';

/**
 * A form of text fields checked by a domain schema: errors show under each field and the
 * first one also as a toast, and that field takes the focus; typing in a field clears its
 * error (and the toast, when it was that field's).
 */
export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The toast saying the first error, and the field it is about.
  const said = useRef<{ field: string; toast: number } | null>(null);

  function field(name: keyof T & string) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
        if (said.current?.field === name) {
          dismissToast(said.current.toast);
          said.current = null;
        }
      },
    };
  }

  /** The parsed values, or null after showing what is wrong. */
  function validate<Out>(schema: z.ZodType<Out>, input: unknown = values): Out | null {
    const result = schema.safeParse(input);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found = fieldErrors(result.error);
    setErrors(found);
    const first = Object.entries(found).find(([, message]) => message);
    if (first) {
      const [field, message] = first;
      said.current = { field, toast: toast.error(message!) };
      focusField(field);
    }
    return null;
  }

  return { values, setValues, field, validate };
}

/** Brings a wrong field into view and into focus, so the customer sees what to fix. */
function focusField(name: string): void {
  const element = document.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}
