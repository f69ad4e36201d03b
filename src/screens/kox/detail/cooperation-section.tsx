import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguage } from '@/lib/i18n';
import type { CreatorDetail } from '../api/kox-queries.ts';
import { formatKnown, formatUsd } from '../shared/kox-format.ts';
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
  const cost =
    videoPrice === null || creator.avg_views === null ? null : costPerView(videoPrice, creator.avg_views);
  const usd = (value: number | null) => formatKnown(value, (n) => formatUsd(n, language));
  return (
    <Section
      id="kox-cooperation"
      title={t('detail.cooperation')}
      note={teamVideo === null ? t('detail.costHowPublic') : t('detail.costHowTeam')}
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label={t('detail.pricePerVideo')}>{usd(creator.price_per_video_usd)}</Fact>
        <Fact label={t('detail.pricePerPost')}>{usd(creator.price_per_post_usd)}</Fact>
        <Fact label={t('detail.postsPerMonth')}>{formatKnown(creator.posts_per_month, String)}</Fact>
        {teamVideo !== null ? (
          <Fact label={t('detail.teamPricePerVideo')}>{formatUsd(Number(teamVideo), language)}</Fact>
        ) : null}
        {teamPost !== null ? (
          <Fact label={t('detail.teamPricePerPost')}>{formatUsd(Number(teamPost), language)}</Fact>
        ) : null}
        <Fact label={t('detail.cpm')}>{usd(cost?.cpm ?? null)}</Fact>
        <Fact label={t('detail.cpv')}>
          {formatKnown(cost?.cpv ?? null, (n) => formatUsd(n, language, 4))}
        </Fact>
      </dl>
    </Section>
  );
}
