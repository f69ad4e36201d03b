import type { TFunction } from '@/lib/i18n/translator';
import '@/lib/i18n/namespaces/koxOutreachUi';

/** A needs-info key (`brief.<field>`, `sender`, `to_address`, `field:<name>`, `value:<name>:<field>`) in words. */
export function missingText(t: TFunction, key: string): string {
  if (key === 'sender' || key === 'to_address') return t(`koxOutreachUi:missingKey.${key}`);
  if (key.startsWith('brief.')) return t('koxOutreachUi:missingKey.brief', { field: key.slice(6) });
  const [kind, name = '', field = ''] = key.split(':');
  if (kind === 'field') return t('koxOutreachUi:missingKey.field', { name });
  if (kind === 'value') return t('koxOutreachUi:missingKey.value', { name, field });
  return key;
}
