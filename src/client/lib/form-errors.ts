import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';
import { toast } from '../components/ui/toast-store.ts';

/** Puts the server's field errors next to the fields; returns whether there were any. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
) {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fields);
  for (const [field, message] of entries) setError(field as Path<T>, { type: 'server', message });
  return entries.length > 0;
}

/** The destructive toast for a failed save: our title, the server's reason beneath it. */
export function toastFailure(title: string, error: unknown) {
  toast({
    title,
    description: error instanceof ApiError ? error.serverMessage : undefined,
    variant: 'destructive',
  });
}

/** A form's save failed: field errors go beside their fields, the reason into a toast. */
export function showSaveFailure<T extends FieldValues>(
  title: string,
  error: unknown,
  setError: UseFormSetError<T>,
) {
  applyServerFieldErrors(error, setError);
  toastFailure(title, error);
}
