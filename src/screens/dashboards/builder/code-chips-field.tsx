import { X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { fieldId } from './form-field.tsx';
import '@/lib/i18n/namespaces/dashboards';

export const REGION_OPTIONS = [
  'US',
  'GB',
  'CA',
  'AU',
  'DE',
  'FR',
  'ES',
  'IT',
  'NL',
  'JP',
  'KR',
  'CN',
  'HK',
  'TW',
  'SG',
  'MY',
  'TH',
  'VN',
  'ID',
  'PH',
  'IN',
  'BR',
  'MX',
  'AR',
  'RU',
  'TR',
  'SA',
  'AE',
  'EG',
  'ZA',
  'NG',
];
export const LANGUAGE_OPTIONS = [
  'en',
  'zh',
  'ja',
  'ko',
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'nl',
  'ru',
  'ar',
  'hi',
  'id',
  'ms',
  'th',
  'vi',
  'tr',
];

interface CodeChipsFieldProps {
  path: string;
  label: string;
  kind: 'region' | 'language';
  value: string[];
  onChange(value: string[]): void;
}

/** Picks regions or languages by name (in the UI language) and keeps their codes, shown as removable chips. */
export function CodeChipsField({ path, label, kind, value, onChange }: CodeChipsFieldProps) {
  const { t, i18n } = useTranslation('dashboards');
  const names = new Intl.DisplayNames([i18n.language === 'zh' ? 'zh-CN' : 'en'], { type: kind });
  const nameOf = (code: string) => names.of(code) ?? code;
  const options = (kind === 'region' ? REGION_OPTIONS : LANGUAGE_OPTIONS).filter((c) => !value.includes(c));
  const id = fieldId(path);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className="h-9 rounded-md border bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        value=""
        onChange={(e) => e.target.value && onChange([...value, e.target.value])}
      >
        <option value="">{t('builder.choose')}</option>
        {options.map((code) => (
          <option key={code} value={code}>
            {nameOf(code)}
          </option>
        ))}
      </select>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {value.map((code) => (
            <li
              key={code}
              className="flex items-center gap-1 rounded-md bg-accent py-0.5 pr-0.5 pl-2 text-xs"
            >
              {nameOf(code)}
              <button
                type="button"
                className="rounded-sm p-0.5 hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={t('builder.removeChip', { name: nameOf(code) })}
                onClick={() => onChange(value.filter((c) => c !== code))}
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
