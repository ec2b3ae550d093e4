import type { ReactNode } from 'react';

export interface FieldShellProps {
  /** The control's id: the label points at it, and the hint and error ids derive from it. */
  id: string;
  label: string;
  /** Validation text shown under the field ('*Invalid', '*Mismatch', ...). */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  /** The control, given `fieldControlProps(id, error, hint)`. */
  children: ReactNode;
}

/** The id, aria-invalid and aria-describedby that tie a control to its FieldShell's hint and error. */
export function fieldControlProps(id: string, error: string | undefined, hint: ReactNode) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
}

/** A field's wrapper, label, hint and error text around one control (see `fieldControlProps`). */
export function FieldShell({ id, label, error, hint, className, children }: FieldShellProps) {
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
