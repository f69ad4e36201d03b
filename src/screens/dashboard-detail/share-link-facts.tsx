import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import type { ShareLink } from '@/lib/api/endpoints/share';
import '@/lib/i18n/namespaces/dashboard';

const STATUS_VARIANT = { active: 'success', expired: 'secondary', revoked: 'outline' } as const;

type Facts = Pick<
  ShareLink,
  'status' | 'view_count' | 'failed_attempts' | 'last_failed_attempt_at' | 'expires_at'
>;

/** Wrong codes tried on a link: the owner's hint that someone is guessing (the lockout stops each address). */
function FailedAttempts({ count, lastAt }: { count: number; lastAt: string | null }) {
  const { t } = useTranslation('dashboard');
  if (count === 0 || !lastAt)
    return <span className="text-muted-foreground">{t('share.noFailedAttempts')}</span>;
  return (
    <span className="text-amber-700 dark:text-amber-400">
      {t('share.failedAttempts', { count, date: formatDateTime(lastAt) })}
    </span>
  );
}

/** Where one share link stands: status, views, wrong codes tried, expiry (the sharing dialog and the chat's card). */
export function ShareLinkFacts({ link }: { link: Facts }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <Badge variant={STATUS_VARIANT[link.status]}>{t(`share.status.${link.status}`)}</Badge>
      <span className="text-muted-foreground">{t('share.views', { count: link.view_count })}</span>
      <FailedAttempts count={link.failed_attempts} lastAt={link.last_failed_attempt_at} />
      <span className="text-muted-foreground tabular-nums">
        {t('share.expires', { date: formatDateTime(link.expires_at) })}
      </span>
    </>
  );
}
