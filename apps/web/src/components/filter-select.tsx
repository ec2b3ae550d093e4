import type { ReactNode } from 'react';

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
  /** The wrapper's class ('field' by default). */
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
  className = 'field',
  describedBy,
  children,
}: FilterSelectProps) {
  return (
    <div className={className}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
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
    </div>
  );
}
