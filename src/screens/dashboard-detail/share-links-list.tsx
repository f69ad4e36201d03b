import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import { formatDateTime } from '@/lib/format';
import { CopyButton } from '@/components/copy-button';
import { shareLinksKey } from './dashboard-query-keys.ts';
import { shareUrl } from './share-url.ts';
import '@/lib/i18n/namespaces/dashboard';

const STATUS_VARIANT = { active: 'success', expired: 'secondary', revoked: 'outline' } as const;

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

/** The dashboard's share links with views, wrong codes tried, expiry and status; an active one can be revoked. */
export function ShareLinksList({ dashboardId }: { dashboardId: string }) {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const links = useQuery({
    queryKey: shareLinksKey(dashboardId),
    queryFn: ({ signal }) => callApi('share.list', { dashboard_id: dashboardId }, { signal, silent: true }),
  });
  const revoke = useMutation({
    mutationFn: (shareId: string) => callApi('share.revoke', { share_id: shareId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(dashboardId) }),
  });

  if (links.isPending) return <p className="text-sm text-muted-foreground">{t('share.loadingLinks')}</p>;
  if (links.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {links.error.message}
      </p>
    );
  if (links.data.length === 0) return <p className="text-sm text-muted-foreground">{t('share.noLinks')}</p>;
  return (
    <ul aria-label={t('share.existing')} className="flex max-h-64 flex-col gap-2 overflow-auto">
      {links.data.map((link) => (
        <li
          key={link.share_id}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm"
        >
          <Badge variant={STATUS_VARIANT[link.status]}>{t(`share.status.${link.status}`)}</Badge>
          <span className="text-muted-foreground">{t('share.views', { count: link.view_count })}</span>
          <FailedAttempts count={link.failed_attempts} lastAt={link.last_failed_attempt_at} />
          <span className="text-muted-foreground tabular-nums">
            {t('share.expires', { date: formatDateTime(link.expires_at) })}
          </span>
          <span className="ml-auto flex gap-1">
            {link.status === 'active' ? (
              <>
                <CopyButton text={shareUrl(link.link_id)} label={t('share.copy', { what: t('share.link') })}>
                  {t('share.copyShort')}
                </CopyButton>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(link.share_id)}
                >
                  {t('share.revoke')}
                </Button>
              </>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
