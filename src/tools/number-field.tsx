import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { invalidIf } from './team-admin/form-problem.tsx';

/**
 * A number typed in a tool's form, kept as text: what the field cannot read is left to the form's check, which
 * names the field.
 */
export function NumberField(props: {
  id: string;
  label: string;
  value: string;
  min?: number;
  max?: number;
  /** The last check found it wrong: it points at the form's message `errorId`. */
  invalid?: boolean;
  errorId?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type="number"
        inputMode="decimal"
        min={props.min}
        max={props.max}
        step="any"
        value={props.value}
        {...invalidIf(Boolean(props.invalid), props.errorId ?? '')}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}
