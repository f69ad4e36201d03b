import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import { CopyButton } from '@/components/copy-button';
import { shareLinksKey } from './dashboard-query-keys.ts';
import { ShareLinkItem } from './share-link-item.tsx';
import { shareUrl } from './share-url.ts';
import '@/lib/i18n/namespaces/dashboard';

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
        <ShareLinkItem key={link.share_id} link={link} className="px-3 py-2 text-sm">
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
        </ShareLinkItem>
      ))}
    </ul>
  );
}
