import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguage } from '@/lib/i18n';
import type { CreatorDetail } from '../api/kox-queries.ts';
import { formatUsd } from '../shared/kox-format.ts';
import { costPerView } from './creator-stats.ts';
import { Fact, Section } from './section.tsx';
import '@/lib/i18n/namespaces/kox';

/** Prices (the team's own when it set them), posting rate and what a video costs per view at those prices. */
export function CooperationSection({ creator }: { creator: CreatorDetail }) {
  const { t } = useTranslation('kox');
  const { language } = useLanguage();
  const teamVideo = creator.team?.price_per_video_usd ?? null;
  const teamPost = creator.team?.price_per_post_usd ?? null;
  const videoPrice = teamVideo === null ? creator.price_per_video_usd : Number(teamVideo);
  const cost = costPerView(videoPrice, creator.avg_views);
  return (
    <Section
      id="kox-cooperation"
      title={t('detail.cooperation')}
      note={teamVideo === null ? t('detail.costHowPublic') : t('detail.costHowTeam')}
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label={t('detail.pricePerVideo')}>{formatUsd(creator.price_per_video_usd, language)}</Fact>
        <Fact label={t('detail.pricePerPost')}>{formatUsd(creator.price_per_post_usd, language)}</Fact>
        <Fact label={t('detail.postsPerMonth')}>{creator.posts_per_month}</Fact>
        {teamVideo !== null ? (
          <Fact label={t('detail.teamPricePerVideo')}>{formatUsd(Number(teamVideo), language)}</Fact>
        ) : null}
        {teamPost !== null ? (
          <Fact label={t('detail.teamPricePerPost')}>{formatUsd(Number(teamPost), language)}</Fact>
        ) : null}
        <Fact label={t('detail.cpm')}>{cost ? formatUsd(cost.cpm, language) : '—'}</Fact>
        <Fact label={t('detail.cpv')}>{cost ? formatUsd(cost.cpv, language, 4) : '—'}</Fact>
      </dl>
    </Section>
  );
}
