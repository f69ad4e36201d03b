import type { TFunction } from '@/lib/i18n/translator';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import '@/lib/i18n/namespaces/backstage';

const MAX_VALUE = 80;
const MAX_ROWS = 6;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Ids mean nothing to a reader: a list of them is shown by its length, one id by its beginning. */
const isIdKey = (key: string) => /(_ids|_uids)$/.test(key);
const isOneIdKey = (key: string) => /(_id|_uid)$/.test(key);

function showValue(value: unknown, t: TFunction, key = ''): string {
  // A member's client list null means every client of the team (docs/teams.md).
  if (key === 'client_ids' && value === null) return t('audit.allClients');
  if (value === null || value === undefined || value === '') return '—';
  if (isIdKey(key) && Array.isArray(value)) return t('audit.count', { count: value.length });
  if (isOneIdKey(key) && typeof value === 'string' && value.length > 12) return `${value.slice(0, 8)}…`;
  if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => showValue(v, t)).join(', ');
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** The fields a change touched: each one's value before and after, as text (never markup). */
export function changedFields(
  before: unknown,
  after: unknown,
): { key: string; before: unknown; after: unknown }[] {
  if (!isPlainObject(before) && !isPlainObject(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ key: '', before, after }];
  }
  const b = isPlainObject(before) ? before : {};
  const a = isPlainObject(after) ? after : {};
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => ({ key, before: b[key], after: a[key] }));
}

/** Before → after of one audit entry, a line per changed field. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('backstage');
  const fields = changedFields(before, after);
  if (fields.length === 0) return <span className="text-muted-foreground">—</span>;
  const shown = fields.slice(0, MAX_ROWS);
  return (
    <dl className="flex min-w-[14rem] flex-col gap-0.5 text-xs">
      {shown.map((f) => (
        <div key={f.key} className="flex flex-wrap items-center gap-1">
          {f.key ? (
            <dt className="font-medium text-muted-foreground">
              {t(`audit.field.${f.key}`, { defaultValue: f.key })}:
            </dt>
          ) : null}
          <dd className="flex flex-wrap items-center gap-1">
            {before === null ? null : (
              <>
                <span className="[overflow-wrap:anywhere] line-through decoration-muted-foreground/60">
                  {showValue(f.before, t, f.key)}
                </span>
                <ArrowRight aria-label={t('audit.becomes')} className="size-3 shrink-0" />
              </>
            )}
            <span className="[overflow-wrap:anywhere]">
              {after === null ? t('audit.removed') : showValue(f.after, t, f.key)}
            </span>
          </dd>
        </div>
      ))}
      {fields.length > shown.length ? (
        <div className="text-muted-foreground">
          {t('audit.more', { count: fields.length - shown.length })}
        </div>
      ) : null}
    </dl>
  );
}
