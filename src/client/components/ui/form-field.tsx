import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Label } from './label.tsx';

type ControlProps = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

/**
 * A label above its control, help under it and the error in words next to it (UI.md, forms).
 * The control gets its id, aria-invalid and aria-describedby wired up.
 */
export function FormField({
  label,
  error,
  help,
  required,
  className,
  children,
}: {
  label: ReactNode;
  error?: string;
  help?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const id = useId();
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {help && (
        <p id={helpId} className="text-sm text-muted">
          {help}
        </p>
      )}
    </div>
  );
}

/** The errors of a submitted form, listed at the top with links to their fields. */
export function ErrorSummary({
  errors,
  title = 'Please correct the following:',
}: {
  errors: { field: string; message: string }[];
  title?: string;
}) {
  if (errors.length === 0) return null;
  return (
    <div
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {errors.map((error) => (
          <li key={error.field}>
            <a
              className="underline"
              href={`#field-${error.field}`}
              onClick={(event) => {
                event.preventDefault();
                document.querySelector<HTMLElement>(`[name="${error.field}"]`)?.focus();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What went wrong with the whole form (not one field), above its fields; nothing when all is well. */
export function FormProblem({ problem, className }: { problem?: string; className?: string }) {
  if (!problem) return null;
  return (
    <p role="alert" className={cn('rounded-lg bg-red-50 p-3 text-red-800', className)}>
      {problem}
    </p>
  );
}
