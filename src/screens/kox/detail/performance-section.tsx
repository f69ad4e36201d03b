import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguage } from '@/lib/i18n';
import { creatorListQuery, type CreatorDetail } from '../api/kox-queries.ts';
import { formatCount, formatRate } from '../shared/kox-format.ts';
import { followerTier, median, percentileAmong } from './creator-stats.ts';
import { Fact, Section } from './section.tsx';
import '@/lib/i18n/namespaces/kox';

/** How many peers the comparison reads: the API's largest page. */
const PEERS = 100;

/**
 * Engagement and views against peers: the detail endpoint gives no benchmark, so the screen reads up to 100
 * creators of the same platform and follower tier from the public database and compares with their median.
 */
export function PerformanceSection({ creator, teamId }: { creator: CreatorDetail; teamId: string | null }) {
  const { t } = useTranslation('kox');
  const { followers, engagement_rate: rate, avg_views: views } = creator;
  if (followers === null || rate === null || views === null)
    return (
      <Section id="kox-performance" title={t('detail.performance')}>
        <p className="text-sm text-muted-foreground">{t('detail.noPeers')}</p>
      </Section>
    );
  return (
    <PeerComparison
      creator={{ ...creator, followers, engagement_rate: rate, avg_views: views }}
      teamId={teamId}
    />
  );
}

type KnownFigures = CreatorDetail & { followers: number; engagement_rate: number; avg_views: number };

function PeerComparison({ creator, teamId }: { creator: KnownFigures; teamId: string | null }) {
  const { t } = useTranslation('kox');
  const { language } = useLanguage();
  const tier = followerTier(creator.followers);
  const peers = useQuery(
    creatorListQuery('public', teamId, {
      platform: [creator.platform],
      followers: tier,
      sort: 'followers',
      page: 1,
      page_size: PEERS,
    }),
  );
  const others = (peers.data?.list ?? []).filter((p) => p.creator_id !== creator.creator_id);
  const rateMedian = median(others.map((p) => p.engagement_rate).filter((v) => v !== null));
  const viewsMedian = median(others.map((p) => p.avg_views).filter((v) => v !== null));
  return (
    <Section
      id="kox-performance"
      title={t('detail.performance')}
      note={
        peers.isPending
          ? t('detail.peersLoading')
          : t('detail.peersHow', {
              count: others.length,
              platform: t(`platform.${creator.platform}`),
              tier: t(`bucket.${tier}`),
            })
      }
    >
      {peers.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('detail.peersFailed')}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={t('column.engagementRate')}>{formatRate(creator.engagement_rate)}</Fact>
        <Fact label={t('detail.peerMedianRate')}>
          {rateMedian === null ? '—' : formatRate(Number(rateMedian.toFixed(2)))}
        </Fact>
        <Fact label={t('column.avgViews')}>{formatCount(creator.avg_views, language)}</Fact>
        <Fact label={t('detail.peerMedianViews')}>
          {viewsMedian === null ? '—' : formatCount(Math.round(viewsMedian), language)}
        </Fact>
      </dl>
      {others.length > 0 ? (
        <p className="text-sm">
          {t('detail.percentile', {
            pct: percentileAmong(
              creator.engagement_rate,
              others.map((p) => p.engagement_rate).filter((v) => v !== null),
            ),
          })}
        </p>
      ) : null}
    </Section>
  );
}
