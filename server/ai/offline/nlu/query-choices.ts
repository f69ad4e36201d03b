import type {
  DashboardQuestion,
  QueryMetric,
  QueryPeriod,
} from '../../../../src/tools/query-dashboard/contract.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { Slots } from '../skills/offline-skill.ts';
import type { AskUserInput, Choice } from './ask-user-input.ts';
import type { QueryRequest } from './read-query.ts';
import { MEDIA_NAMES } from './slots/media.ts';
import { POST_DIMENSION_NAMES } from './post-dimensions.ts';

const METRIC: Record<QueryMetric, Record<Language, string>> = {
  views: { en: 'views', zh: '播放量' },
  likes: { en: 'likes', zh: '点赞量' },
  comments: { en: 'comments', zh: '评论数' },
  engagements: { en: 'engagements', zh: '互动量' },
};
const UNIT: Record<string, Record<Language, [string, string]>> = {
  day: { en: ['day', 'days'], zh: ['天', '天'] },
  week: { en: ['week', 'weeks'], zh: ['周', '周'] },
  month: { en: ['month', 'months'], zh: ['个月', '个月'] },
  year: { en: ['year', 'years'], zh: ['年', '年'] },
};

function periodText(period: QueryPeriod | undefined, lang: Language): string {
  if (!period) return '';
  if ('from' in period)
    return lang === 'zh' ? `从${period.from}到${period.to}` : ` from ${period.from} to ${period.to}`;
  const [one, many] = UNIT[period.unit]?.[lang] ?? ['', ''];
  if (lang === 'zh') return `最近${period.last}${one}`;
  return period.last === 1 ? ` in the last ${one}` : ` in the past ${period.last} ${many}`;
}

function dateText(date: string, lang: Language): string {
  const [y, m, d] = date.length === 5 ? [undefined, ...date.split('-')] : date.split('-');
  if (lang === 'zh') return `${y ? `${y}年` : ''}${Number(m)}月${Number(d)}日`;
  const month = new Date(Date.UTC(2000, Number(m) - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${month} ${Number(d)}${y ? `, ${y}` : ''}`;
}

const list = (items: readonly string[], lang: Language) =>
  lang === 'zh' ? items.join('和') : new Intl.ListFormat('en', { type: 'conjunction' }).format(items);

/** A question about a dashboard in words, one the query reader reads back to the same input. */
function questionText(q: QueryRequest & { question: DashboardQuestion }, lang: Language): string {
  const metric = METRIC[q.metric ?? 'views'][lang];
  const period = periodText(q.period, lang);
  const subjects = q.subjects?.length ? list(q.subjects, lang) : '';
  const medium = q.platform ? MEDIA_NAMES[q.platform] : '';
  if (lang === 'zh') {
    const names = `${q.dashboard_name ? `「${q.dashboard_name}」看板里` : ''}${medium ? `${medium}上` : ''}${subjects}`;
    switch (q.question) {
      case 'top_posts':
        return `${names}${period}${metric}最高的视频是哪个？`;
      case 'trend':
        return `${names}${period}${metric}的趋势如何？`;
      case 'compare_subjects':
        return `对比${names}${subjects ? '' : '各主体'}${period}的${metric}`;
      case 'sentiment':
        return `${names}${period}${subjects || period ? '的' : ''}情感倾向如何？`;
      case 'top_channels':
        return `${names}${period}${metric}最高的频道有哪些？`;
      case 'posts_on_date':
        return `${dateText(q.date ?? '', lang)}${names}的${metric}为什么上涨？`;
      case 'breakdown':
        return `${names}${period}${metric}最高的${POST_DIMENSION_NAMES[q.by ?? 'hashtag'].zh[0]}是哪些？`;
      case 'compare_periods': {
        const what = q.metric ? metric : '帖子数据';
        return q.versus
          ? `${names}${period}与${periodText(q.versus, lang)}的${what}对比`
          : `${names}${period}的${what}与上一期对比`;
      }
    }
  }
  const inDashboard = q.dashboard_name ? ` in “${q.dashboard_name}”` : '';
  const of = `${subjects ? ` for ${subjects}` : ''}${medium ? ` on ${medium}` : ''}${inDashboard}`;
  switch (q.question) {
    case 'top_posts':
      return `Which videos have the most ${metric}${of}${period}?`;
    case 'trend':
      return `How did ${metric} trend${of}${period}?`;
    case 'compare_subjects':
      return `Compare ${subjects || 'the subjects'}${medium ? ` on ${medium}` : ''}${inDashboard} by ${metric}${period}`;
    case 'sentiment':
      return `What is the sentiment${of}${period}?`;
    case 'top_channels':
      return `Which channels have the most ${metric}${of}${period}?`;
    case 'posts_on_date':
      return `Why did ${metric}${of} jump on ${dateText(q.date ?? '', lang)}?`;
    case 'breakdown':
      return `Which ${POST_DIMENSION_NAMES[q.by ?? 'hashtag'].en[1]} have the most ${metric}${of}${period}?`;
    case 'compare_periods': {
      const what = q.metric ? metric : 'posts';
      return q.versus
        ? `Compare the ${what}${of}${period} with the period${periodText(q.versus, lang)}`
        : `Compare the ${what}${of}${period} with the previous period`;
    }
  }
}

const LABEL: Record<DashboardQuestion, Record<Language, string>> = {
  top_posts: { en: 'Top videos', zh: '热门视频' },
  trend: { en: 'Trend over time', zh: '随时间的趋势' },
  compare_subjects: { en: 'Compare the subjects', zh: '对比各主体' },
  sentiment: { en: 'Sentiment', zh: '情感倾向' },
  top_channels: { en: 'Top channels', zh: '热门频道' },
  posts_on_date: { en: 'Posts of that day', zh: '当天的视频' },
  breakdown: { en: 'Top hashtags, regions…', zh: '热门话题标签、地区…' },
  compare_periods: { en: 'Posts against another period', zh: '帖子与另一时段对比' },
};

export function queryChoice(slots: Slots, lang: Language): Choice | null {
  const q = slots as QueryRequest;
  if (!q.question || (q.question === 'posts_on_date' && !q.date)) return null;
  return { label: LABEL[q.question][lang], message: questionText({ ...q, question: q.question }, lang) };
}

const ASKABLE: DashboardQuestion[] = ['top_posts', 'trend', 'compare_subjects', 'sentiment', 'top_channels'];

/** A span as a button names it: "2026-04-01 – 2026-04-30", "最近1个月". */
function spanLabel(period: QueryPeriod, lang: Language): string {
  if ('from' in period)
    return lang === 'zh' ? `${period.from} 至 ${period.to}` : `${period.from} – ${period.to}`;
  return periodText(period, lang).replace(/^ in the (?:last|past) /, 'Last ');
}

/**
 * Two spans said of a ranking or the sentiment ("这个月和上个月播放量最高的视频"): those are answered over one span,
 * so the user picks which, or the totals of both side by side (compare_periods).
 */
function whichPeriod(
  q: QueryRequest & { period: QueryPeriod; versus: QueryPeriod },
  lang: Language,
): AskUserInput {
  const { versus, ...asked } = q;
  const question = q.question ?? 'compare_subjects';
  return {
    question:
      lang === 'zh'
        ? '排名和情感要按一个时间段来看。看哪一段，还是对比两段的总量？'
        : 'Rankings and sentiment are answered for one period at a time. Which period, or the totals of both side by side?',
    choices: [
      ...[asked.period, versus].map((period) => ({
        label: spanLabel(period, lang),
        message: questionText({ ...asked, question, period }, lang),
      })),
      {
        label: LABEL.compare_periods[lang],
        message: questionText({ ...q, question: 'compare_periods' }, lang),
      },
    ],
  };
}

/**
 * Without a recognisable question, offer the questions the tool answers, with what was read kept; two spans
 * said, which one to answer for.
 */
export function missingQuestion(slots: Slots, lang: Language): AskUserInput | null {
  const q = slots as QueryRequest;
  if (q.period && q.versus && q.question !== 'compare_periods')
    return whichPeriod({ ...q, period: q.period, versus: q.versus }, lang);
  if (q.question) return null;
  return {
    question: lang === 'zh' ? '想了解看板的哪方面？' : 'What would you like to know about the dashboard?',
    choices: ASKABLE.map((question) => ({
      label: LABEL[question][lang],
      message: questionText({ ...q, question }, lang),
    })),
  };
}
