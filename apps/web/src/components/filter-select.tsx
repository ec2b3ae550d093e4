import type { ReactNode } from 'react';
import { FieldShell } from './field-shell';

export interface FilterSelectOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly FilterSelectOption[];
  onChange: (value: string) => void;
  /** A class of the screen's own for the wrapper, beside 'field'. */
  className?: string;
  /** The id of a note that explains the choice. */
  describedBy?: string;
  /** Drawn after the select, inside the wrapper (e.g. that note). */
  children?: ReactNode;
}

/**
 * A labelled select that is not part of a form: a list's filter (Status, Year) or the period a
 * screen shows. It acts at once on change; `SelectField` is the one for forms.
 */
export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
  className,
  describedBy,
  children,
}: FilterSelectProps) {
  return (
    <FieldShell id={id} label={label} className={className}>
      <select
        id={id}
        className="field__input field__select"
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {children}
    </FieldShell>
  );
}
