import { useTranslation } from '@/lib/i18n/use-translation';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import type { CreatorDetail } from '../api/kox-queries.ts';
import { formatCount, formatRate } from '../shared/kox-format.ts';
import { daysBetweenPosts, postEngagement, topHashtags, weekdayCounts } from './creator-stats.ts';
import { Fact, Section, ShareBar } from './section.tsx';
import '@/lib/i18n/namespaces/kox';

const POST_COLUMNS = [
  'detail.post',
  'detail.published',
  'detail.views',
  'detail.likes',
  'detail.comments',
  'column.engagementRate',
] as const;

const TOP = 3;

/** The recent posts with their metrics, the best of them, how often and on which days they post, and themes. */
export function ContentSection({ creator }: { creator: CreatorDetail }) {
  const { t } = useTranslation('kox');
  const { language } = useLanguage();
  const posts = creator.recent_posts;
  const top = [...posts].sort((a, b) => b.views - a.views).slice(0, TOP);
  const gap = daysBetweenPosts(posts);
  const weekdays = weekdayCounts(posts);
  const tags = topHashtags(posts);
  if (posts.length === 0)
    return (
      <Section id="kox-content" title={t('detail.content')}>
        <p className="text-sm text-muted-foreground">{t('detail.noPosts')}</p>
      </Section>
    );
  return (
    <Section
      id="kox-content"
      title={t('detail.content')}
      note={t('detail.contentHow', { count: posts.length })}
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label={t('detail.postsPerMonth')}>{creator.posts_per_month}</Fact>
        <Fact label={t('detail.daysBetween')}>{gap === null ? '—' : gap.toFixed(1)}</Fact>
        <Fact label={t('detail.lastActive')}>{formatDate(creator.last_active_at)}</Fact>
      </dl>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <h4 className="text-sm font-medium">{t('detail.topPosts')}</h4>
          <ol className="flex flex-col gap-1 text-sm">
            {top.map((post) => (
              <li key={post.url} className="flex justify-between gap-2">
                <a
                  href={post.url}
                  target="_blank"
                  rel="noreferrer"
                  className="truncate text-primary hover:underline"
                >
                  {post.title}
                </a>
                <span className="shrink-0 tabular-nums">{formatCount(post.views, language)}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="flex flex-col gap-1.5">
          <h4 className="text-sm font-medium">{t('detail.rhythm')}</h4>
          {weekdays.map((count, day) => (
            <ShareBar key={day} label={t(`weekday.${day}`)} pct={Math.round((count / posts.length) * 100)} />
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <h4 className="text-sm font-medium">{t('detail.themes')}</h4>
        <p className="flex flex-wrap gap-1.5 text-xs">
          {creator.topics.map((topic) => (
            <span key={topic} className="rounded-full bg-primary/10 px-2 py-0.5 text-primary">
              {t(`topic.${topic}`)}
            </span>
          ))}
          {tags.map(({ tag, count }) => (
            <span key={tag} className="rounded-full border px-2 py-0.5 text-muted-foreground">
              #{tag.replace(/^#/, '')} ×{count}
            </span>
          ))}
        </p>
      </div>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[560px] text-sm">
          <caption className="sr-only">{t('detail.recentPosts')}</caption>
          <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              {POST_COLUMNS.map((key) => (
                <th key={key} scope="col" className="px-3 py-2 font-medium">
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {posts.map((post) => (
              <tr key={post.url} className="border-t">
                <td className="max-w-64 truncate px-3 py-2">
                  <a
                    href={post.url}
                    target="_blank"
                    rel="noreferrer"
                    className="text-primary hover:underline"
                  >
                    {post.title}
                  </a>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(post.published_at)}</td>
                <td className="px-3 py-2 tabular-nums">{formatCount(post.views, language)}</td>
                <td className="px-3 py-2 tabular-nums">{formatCount(post.likes, language)}</td>
                <td className="px-3 py-2 tabular-nums">{formatCount(post.comments, language)}</td>
                <td className="px-3 py-2 tabular-nums">
                  {formatRate(Number(postEngagement(post).toFixed(2)))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
