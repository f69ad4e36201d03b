import type { TFunction } from '@/lib/i18n/translator';
import type { LabelJudgment } from '@/lib/kox-label-judgment';

/**
 * A judgment's reason in the reader's language: a rules judgment is worded from its parts (the label's name and
 * the creator's words stay as they are); the model's explanation and a person's note are shown as written.
 */
export function judgmentReason(
  j: Pick<LabelJudgment, 'reason' | 'reason_parts' | 'label_name'>,
  t: TFunction,
) {
  if (!j.reason_parts?.length || !j.label_name) return j.reason;
  const parts = j.reason_parts.map((p) => {
    switch (p.kind) {
      case 'contains_any':
        return t('thread.ruleReason.contains_any', { found: p.found, excerpt: p.excerpt });
      case 'contains_none':
        return t('thread.ruleReason.contains_none', {
          phrases: p.phrases
            .map((phrase) => t('thread.ruleReason.quoted', { phrase }))
            .join(t('thread.ruleReason.listSeparator')),
        });
      case 'from_domain':
        return t('thread.ruleReason.from_domain', { found: p.found });
      case 'no_reply_after':
        return t('thread.ruleReason.no_reply_after', { days: p.days, rule_days: p.rule_days });
    }
  });
  return t('thread.ruleReason.sentence', {
    label: j.label_name,
    parts: parts.join(t('thread.ruleReason.separator')),
  });
}
