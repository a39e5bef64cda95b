// Field errors of the address and invoice forms, read from the shared typebox payload schemas
// (domain/member-books/book-payloads.ts), so the form refuses exactly what the server refuses.
// Pure: the views turn a kind (or a rule's own sentence) into words.
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

/** Empty, not in its format (or too long), or a rule's own Chinese sentence (`message`). */
export interface FormFieldError {
  kind: 'required' | 'invalid' | 'rule';
  message?: string;
}

export type FormErrors<F extends string> = Partial<Record<F, FormFieldError>>;

/**
 * The schema's complaints about `body`, one per form field: `fieldOf` maps a payload property
 * to its form field (several properties may share one, e.g. the three area codes).
 */
export function schemaErrors<F extends string>(schema: TSchema, body: Record<string, unknown>, fieldOf: (property: string) => F | null): FormErrors<F> {
  const out: FormErrors<F> = {};
  if (Value.Check(schema, body)) return out;
  for (const error of Value.Errors(schema, body)) {
    const property = error.instancePath.split('/')[1] ?? '';
    const field = fieldOf(property);
    if (!field || out[field]) continue;
    const value = body[property];
    out[field] = { kind: value === undefined || value === null || value === '' ? 'required' : 'invalid' };
  }
  return out;
}

export function withoutFieldError<F extends string>(errors: FormErrors<F>, field: F): FormErrors<F> {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

export function hasFieldErrors(errors: FormErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}

/** '' (after trimming) becomes null: optional payload fields are left out as null. */
export function orNull(value: string): string | null {
  const text = value.trim();
  return text === '' ? null : text;
}
