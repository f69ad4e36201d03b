import { useId } from 'react';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
}

/** A few options in a row under a visible legend: native radio buttons, so arrows move the choice. */
export function RadioList<T extends string>({
  legend,
  options,
  value,
  onChange,
  autoFocus = false,
}: {
  legend: string;
  options: readonly RadioOption<T>[];
  value: T;
  onChange(value: T): void;
  /** Focus the chosen option on mount (a form that opens on this field). */
  autoFocus?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              autoFocus={autoFocus && value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
