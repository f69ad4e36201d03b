import { useTranslation } from '@/lib/i18n/use-translation';
import '@/lib/i18n/namespaces/table';

/** The header checkbox selects the page shown, or every row loaded so far of a list that grows. */
export type SelectAllKey = 'selectPage' | 'selectLoaded';

interface SelectCheckboxProps {
  labelKey: SelectAllKey | 'selectRow';
  /** What is selected, for the accessible label (the table or the row). */
  name: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

/** A native checkbox (keyboard and screen readers for free) that can show "some selected". */
export function SelectCheckbox({
  labelKey,
  name,
  checked,
  indeterminate,
  disabled,
  onChange,
}: SelectCheckboxProps) {
  const { t } = useTranslation('table');
  return (
    <input
      type="checkbox"
      aria-label={t(labelKey, { name })}
      className="size-4 accent-primary"
      checked={checked}
      disabled={disabled}
      ref={(el) => {
        if (el) el.indeterminate = Boolean(indeterminate) && !checked;
      }}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}
