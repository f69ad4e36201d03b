import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { Fact, Section } from '../detail/section.tsx';
import { formatCount, formatUsd } from '../shared/kox-format.ts';
import { SampleBadge } from '../shared/sample-badge.tsx';
import { contentDetailQuery, type ContentDetail } from './content-queries.ts';
import { DetailLoadState } from '../shared/detail-load-state.tsx';
import { ContentEditForm } from './content-edit-form.tsx';
import '@/lib/i18n/namespaces/kox';
import '@/lib/i18n/namespaces/koxImport';

/** One content record: the post, what it cost, how it was ordered, its views over time, CPM and CPV. */
export default function ContentDetailBody({
  contentId,
  teamId,
  canEdit,
}: {
  contentId: string;
  teamId: string | null;
  /** Team editors correct and delete records; viewers read them. */
  canEdit: boolean;
}) {
  const { t } = useTranslation('koxImport');
  const detail = useQuery(contentDetailQuery(teamId, contentId));
  if (!detail.isSuccess) return <DetailLoadState query={detail} t={t} prefix="content" />;
  return <ContentFacts content={detail.data} canEdit={canEdit} />;
}

function ContentFacts({ content, canEdit }: { content: ContentDetail; canEdit: boolean }) {
  const { t } = useTranslation('koxImport');
  const { language } = useLanguage();
  const usd = (value: number | null, digits?: number) =>
    value === null ? '—' : formatUsd(value, language, digits);
  const most = Math.max(1, ...content.snapshots.map((s) => s.views));
  return (
    <div className="flex flex-col gap-4">
      <Section id="kox-content-post" title={content.title || t('content.untitled')}>
        <a
          href={content.link}
          target="_blank"
          rel="noreferrer"
          className="break-all text-sm text-primary underline-offset-4 hover:underline"
        >
          {content.link}
        </a>
        {content.creator ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">{t('content.creator')}</span>
            <Link
              to="/writer/kox/detail"
              search={{ id: content.creator.creator_id }}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {content.creator.nickname}
            </Link>
            <span className="text-muted-foreground">@{content.creator.handle}</span>
            {content.creator.sample ? <SampleBadge /> : null}
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Fact label={t('content.platform')}>{t(`kox:platform.${content.platform}`)}</Fact>
          <Fact label={t('columns.price_usd')}>{usd(content.price_usd)}</Fact>
          <Fact label={t('columns.cooperation_type')}>{t(`cooperation.${content.cooperation_type}`)}</Fact>
          <Fact label={t('columns.deal')}>{t(content.deal ? 'deal.deal' : 'deal.non_deal')}</Fact>
          <Fact label={t('columns.views')}>{formatCount(content.views, language)}</Fact>
          <Fact label={t('content.cpm')}>{usd(content.cpm_usd)}</Fact>
          <Fact label={t('content.cpv')}>{usd(content.cpv_usd, 4)}</Fact>
        </dl>
        <p className="text-xs text-muted-foreground">{t('content.costHow')}</p>
      </Section>
      <Section id="kox-content-views" title={t('content.overTime')}>
        {content.snapshots.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('content.noSnapshots')}</p>
        ) : (
          <ol className="flex flex-col gap-1.5" aria-label={t('content.overTime')}>
            {content.snapshots.map((s) => (
              <li
                key={s.taken_at}
                className="grid grid-cols-[1fr_5rem] items-center gap-x-2 gap-y-1 text-sm sm:grid-cols-[minmax(6rem,10rem)_1fr_5rem]"
              >
                <span className="col-span-2 text-muted-foreground sm:col-span-1">
                  {formatDateTime(s.taken_at)}
                </span>
                <span className="h-2 rounded-full bg-muted" aria-hidden>
                  <span
                    className="block h-2 rounded-full bg-primary"
                    style={{ width: `${(s.views / most) * 100}%` }}
                  />
                </span>
                <span className="text-right tabular-nums">{formatCount(s.views, language)}</span>
              </li>
            ))}
          </ol>
        )}
      </Section>
      {canEdit ? (
        <Section id="kox-content-edit" title={t('edit.title')}>
          <ContentEditForm content={content} />
        </Section>
      ) : null}
    </div>
  );
}
