import { Label } from '@/components/ui/label';

const SELECT = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm';

/** A labelled select over a fixed list of codes, each shown in words. */
export function Choice<T extends string>(props: {
  id: string;
  label: string;
  value: NoInfer<T>;
  options: readonly T[];
  optionLabel(option: T): string;
  onChange(value: NoInfer<T>): void;
  autoFocus?: boolean;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      <select
        id={props.id}
        autoFocus={props.autoFocus}
        className={SELECT}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as T)}
      >
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
