import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

/**
 * One of a few options, drawn as a segmented control: native radio buttons, so arrows move the choice and a
 * screen reader hears a radio group rather than tabs without panels.
 */
export function SegmentedChoice<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange(value: T): void;
}) {
  const name = useId();
  return (
    <fieldset className="inline-flex h-9 w-fit items-center rounded-lg bg-muted p-1 text-muted-foreground">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <label key={option.value} className="h-full">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="peer sr-only"
          />
          <span
            className={cn(
              'inline-flex h-full cursor-pointer items-center rounded-md px-2.5 text-sm font-medium whitespace-nowrap',
              'peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
              'peer-checked:bg-background peer-checked:text-foreground peer-checked:shadow-sm',
            )}
          >
            {option.label}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
