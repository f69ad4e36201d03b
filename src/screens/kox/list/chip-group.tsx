import { cn } from '@/lib/cn';

interface ChipGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  label(option: T): string;
  onChange(next: T[]): void;
  className?: string;
}

/** A multiple choice as a row of toggle chips: real checkboxes, so the keyboard and screen readers just work. */
export function ChipGroup<T extends string>({
  legend,
  options,
  selected,
  label,
  onChange,
  className,
}: ChipGroupProps<T>) {
  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => {
          const on = selected.includes(option);
          return (
            <label
              key={option}
              className={cn(
                'inline-flex cursor-pointer items-center rounded-full border px-2.5 py-1 text-xs',
                'has-focus-visible:ring-2 has-focus-visible:ring-ring',
                on ? 'border-primary bg-primary/10 text-primary' : 'text-muted-foreground',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                onChange={(e) =>
                  onChange(e.target.checked ? [...selected, option] : selected.filter((s) => s !== option))
                }
              />
              {label(option)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
