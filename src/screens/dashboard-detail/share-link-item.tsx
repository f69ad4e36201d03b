import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { cn } from '@/lib/cn';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import type { ShareLink } from '@/lib/api/endpoints/share';
import '@/lib/i18n/namespaces/dashboard';

const STATUS_VARIANT = { active: 'success', expired: 'secondary', revoked: 'outline' } as const;

type Facts = Pick<
  ShareLink,
  'status' | 'view_count' | 'failed_attempts' | 'last_failed_attempt_at' | 'expires_at' | 'revoked_at'
>;

/** When the link stopped or stops working: a revoked link never reaches its expiry. */
function endOf(link: Facts): { key: 'share.expires' | 'share.expired' | 'share.revokedOn'; at: string } {
  if (link.status === 'revoked' && link.revoked_at) return { key: 'share.revokedOn', at: link.revoked_at };
  return { key: link.status === 'expired' ? 'share.expired' : 'share.expires', at: link.expires_at };
}

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

/**
 * One share link in a list, where it stands: status, views, wrong codes tried, expiry or revocation (the sharing
 * dialog, with its actions as children, and the chat's card).
 */
export function ShareLinkItem({
  link,
  className,
  children,
}: {
  link: Facts;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const end = endOf(link);
  return (
    <li className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border', className)}>
      <Badge variant={STATUS_VARIANT[link.status]}>{t(`share.status.${link.status}`)}</Badge>
      <span className="text-muted-foreground">{t('share.views', { count: link.view_count })}</span>
      <FailedAttempts count={link.failed_attempts} lastAt={link.last_failed_attempt_at} />
      <span className="text-muted-foreground tabular-nums">
        {t(end.key, { date: formatDateTime(end.at) })}
      </span>
      {children}
    </li>
  );
}
