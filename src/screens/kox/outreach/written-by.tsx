import { useTranslation } from '@/lib/i18n/use-translation';
import type { OutreachEmail } from './outreach-queries.ts';
import '@/lib/i18n/namespaces/koxOutreachUi';

/**
 * Who wrote an e-mail's text: the provider's model (named), the template, or a team member who changed it; and why
 * the model's was not used.
 */
export function WrittenBy({ email }: { email: Pick<OutreachEmail, 'written_by' | 'writer_fallback'> }) {
  const { t } = useTranslation('koxOutreachUi');
  if (!email.written_by) return null;
  return (
    <p className="break-words text-xs text-muted-foreground">
      {email.written_by === 'template'
        ? t('writtenBy.template')
        : email.written_by === 'person'
          ? t('writtenBy.person')
          : t('writtenBy.model', { model: email.written_by })}
      {email.writer_fallback ? ` ${t('writtenBy.fallback', { reason: email.writer_fallback })}` : null}
    </p>
  );
}
