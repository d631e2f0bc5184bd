import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { toast } from '../toast/toast-store';
import { fieldErrors, type FieldErrors } from './form-errors';

/**
 * A form of text fields checked by a domain schema: errors show under each field and the
 * first one also as a toast (spec §5); typing in a field clears its error.
 */
export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  function field(name: keyof T & string) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
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
    const first = Object.values(found).find(Boolean);
    if (first) toast.error(first);
    return null;
  }

  return { values, setValues, field, validate };
}
