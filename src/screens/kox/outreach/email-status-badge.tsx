import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import type { OutreachEmail } from './outreach-queries.ts';
import '@/lib/i18n/namespaces/koxOutreachUi';

const VARIANT: Record<
  OutreachEmail['status'],
  'default' | 'secondary' | 'destructive' | 'success' | 'outline'
> = {
  generating: 'secondary',
  needs_info: 'outline',
  generation_failed: 'destructive',
  draft: 'outline',
  scheduled: 'secondary',
  sending: 'secondary',
  sent: 'success',
  send_failed: 'destructive',
};

/** An e-mail's state (spec §4) in words. */
export function EmailStatusBadge({ status }: { status: OutreachEmail['status'] }) {
  const { t } = useTranslation('koxOutreachUi');
  return (
    <Badge variant={VARIANT[status]} className="whitespace-nowrap">
      {t(`status.${status}`)}
    </Badge>
  );
}
