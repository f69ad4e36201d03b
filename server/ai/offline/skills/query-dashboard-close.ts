import type { QueryMetric, queryDashboardTool } from '../../../../src/tools/query-dashboard/contract.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import { formatSignedPercent } from '../../../../src/lib/format/signed-percent.ts';
import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { MEDIA_NAMES } from '../nlu/slots/media.ts';
import { POST_DIMENSION_NAMES } from '../nlu/post-dimensions.ts';
import { postValueName } from './code-value-names.ts';

type Output = ReturnType<(typeof queryDashboardTool)['output']['parse']>;
type Row = Output['rows'][number];
type Cell = Row[number];

const locale = (lang: Language) => (lang === 'zh' ? 'zh-CN' : 'en-US');

/** A cell of the answer in the sentence: numbers grouped for the language, text (titles, names) escaped. */
const fmt = (n: unknown, lang: Language) =>
  typeof n === 'number' ? n.toLocaleString(locale(lang)) : escapeMarkdown(String(n ?? ''));
const percent = (n: Cell, lang: Language) =>
  `${(Number(n) * 100).toLocaleString(locale(lang), { maximumFractionDigits: 1 })}%`;
const times = (n: number, lang: Language) => n.toLocaleString(locale(lang), { maximumFractionDigits: 1 });
const quoted = (name: Cell | undefined, lang: Language) => `“${fmt(name, lang)}”`;

/** 2026-03-14 as “Mar 14, 2026” / “2026年3月14日” (the data's days are UTC days). */
function dateText(iso: string, lang: Language): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (lang === 'zh') return `${y}年${m}月${d}日`;
  const options = { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' } as const;
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', options);
}

const MEASURE_NAMES: Record<string, Record<Language, string>> = {
  views: { en: 'views', zh: '播放量' },
  likes: { en: 'likes', zh: '点赞量' },
  comments: { en: 'comments', zh: '评论数' },
  engagements: { en: 'engagements', zh: '互动量' },
  posts: { en: 'posts', zh: '帖子数' },
  channels: { en: 'channels', zh: '频道数' },
  engagement_rate: { en: 'engagement rate', zh: '互动率' },
  positive_share: { en: 'share of positive posts', zh: '正面帖子占比' },
  comment_positive_share: { en: 'share of positive comments', zh: '正面评论占比' },
};
const measure = (key: string, lang: Language) => MEASURE_NAMES[key]?.[lang] ?? key;
const SHARES = new Set(['positive_share', 'comment_positive_share']);

const TOP_POST: Record<QueryMetric, string> = {
  views: 'The most viewed video',
  likes: 'The most liked video',
  comments: 'The most commented video',
  engagements: 'The video with the most engagements',
};

const UNITS: Record<string, Record<Language, [string, string]>> = {
  day: { en: ['day', 'days'], zh: ['天', '天'] },
  week: { en: ['week', 'weeks'], zh: ['周', '周'] },
  month: { en: ['month', 'months'], zh: ['个月', '个月'] },
  year: { en: ['year', 'years'], zh: ['年', '年'] },
};

/** "in the last 3 months" / "最近3个月", or the explicit dates. */
export function periodText(period: NonNullable<Output['period']>, lang: Language): string {
  if (period.last && period.unit) {
    const [one, many] = UNITS[period.unit]?.[lang] ?? [period.unit, period.unit];
    if (lang === 'zh') return `最近${period.last}${one}`;
    return period.last === 1 ? `in the last ${one}` : `in the last ${period.last} ${many}`;
  }
  return lang === 'zh'
    ? `${dateText(period.from, lang)}至${dateText(period.to, lang)}`
    : `from ${dateText(period.from, lang)} to ${dateText(period.to, lang)}`;
}

const col = (o: Output, key: string) => o.columns.indexOf(key);
const joinList = (parts: string[], lang: Language) => (lang === 'zh' ? parts.join('；') : parts.join('; '));

/** The first row of each subject (rows come grouped per subject, best first). */
function firstPerSubject(o: Output): Row[] {
  const at = col(o, 'subject');
  const seen = new Set<Cell>();
  return o.rows.filter((r) => !seen.has(r[at] ?? null) && seen.add(r[at] ?? null));
}

function topPosts(o: Output, lang: Language, metric: string): string {
  const value = (r: Row) => fmt(r[col(o, o.metric)], lang);
  if (o.by_subject) {
    const parts = firstPerSubject(o).map((r) =>
      lang === 'zh'
        ? `${quoted(r[col(o, 'subject')], lang)}是“${fmt(r[col(o, 'title')], lang)}”（${metric} ${value(r)}）`
        : `${quoted(r[col(o, 'subject')], lang)}: “${fmt(r[col(o, 'title')], lang)}” (${value(r)} ${metric})`,
    );
    return lang === 'zh'
      ? `各主体${metric}最高的视频：${joinList(parts, lang)}。`
      : `${TOP_POST[o.metric]} per subject — ${joinList(parts, lang)}.`;
  }
  const first = o.rows[0] as Row;
  const title = fmt(first[col(o, 'title')], lang);
  return lang === 'zh'
    ? `${metric}最高的视频是“${title}”，${metric} ${value(first)}。`
    : `${TOP_POST[o.metric]} is “${title}” with ${value(first)} ${metric}.`;
}

function topChannels(o: Output, lang: Language): string {
  const at = col(o, o.metric) >= 0 ? col(o, o.metric) : col(o, 'views');
  const m = at === col(o, 'views') ? measure('views', lang) : measure(o.metric, lang);
  const line = (r: Row) =>
    lang === 'zh'
      ? `“${fmt(r[col(o, 'channel')], lang)}”，${m} ${fmt(r[at], lang)}`
      : `“${fmt(r[col(o, 'channel')], lang)}” with ${fmt(r[at], lang)} ${m}`;
  if (o.by_subject) {
    const parts = firstPerSubject(o).map((r) =>
      lang === 'zh'
        ? `${quoted(r[col(o, 'subject')], lang)}是${line(r)}`
        : `${quoted(r[col(o, 'subject')], lang)}: ${line(r)}`,
    );
    return lang === 'zh'
      ? `各主体${m}最高的频道：${joinList(parts, lang)}。`
      : `The top channel by ${m} per subject — ${joinList(parts, lang)}.`;
  }
  const first = o.rows[0] as Row;
  return lang === 'zh' ? `${m}最高的频道是${line(first)}。` : `The top channel by ${m} is ${line(first)}.`;
}

/** The row with the highest value in column `at`, unless every row has the same (or no) value there. */
function leaderAt(o: Output, at: number): Row | undefined {
  const values = o.rows.map((r) => r[at]).filter((v): v is number => typeof v === 'number');
  if (values.length === 0 || values.every((v) => v === values[0])) return undefined;
  return [...o.rows].sort((a, b) => Number(b[at] ?? -Infinity) - Number(a[at] ?? -Infinity))[0];
}

function compareSubjects(o: Output, lang: Language): string {
  const metric = measure(o.metric, lang);
  const at = col(o, o.metric);
  const best = [...o.rows].sort((a, b) => Number(b[at]) - Number(a[at]))[0] as Row;
  const head =
    lang === 'zh'
      ? `在 ${o.rows.length} 个分析主体中，“${fmt(best[0], lang)}”的${metric}最高（${fmt(best[at], lang)}）。`
      : `Of ${o.rows.length} subjects, “${fmt(best[0], lang)}” has the most ${metric} (${fmt(best[at], lang)}).`;
  const leads = new Map<Cell, string[]>();
  for (const key of Object.keys(MEASURE_NAMES)) {
    const i = col(o, key);
    const leader = key === o.metric || i < 0 ? undefined : leaderAt(o, i);
    if (!leader) continue;
    const value = SHARES.has(key) ? percent(leader[i] ?? 0, lang) : fmt(leader[i], lang);
    const list = leads.get(leader[0] ?? null) ?? [];
    list.push(lang === 'zh' ? `${measure(key, lang)}（${value}）` : `${measure(key, lang)} (${value})`);
    leads.set(leader[0] ?? null, list);
  }
  if (leads.size === 0) return head;
  const rowOf = (name: Cell) => o.rows.findIndex((r) => r[0] === name);
  const inRowOrder = [...leads].sort(([x], [y]) => rowOf(x) - rowOf(y));
  const parts = inRowOrder.map(([name, list]) =>
    lang === 'zh'
      ? `“${fmt(name, lang)}”的${list.join('、')}最高`
      : `“${fmt(name, lang)}” leads in ${list.join(', ')}`,
  );
  return lang === 'zh'
    ? `${head}其他指标：${joinList(parts, lang)}。`
    : `${head} By other measures: ${joinList(parts, lang)}.`;
}

function trend(o: Output, lang: Language, metric: string): string {
  if (o.by_subject) {
    const names = o.columns.slice(1);
    const parts = names.map((name, s) => {
      const peak = [...o.rows].sort((a, b) => Number(b[s + 1]) - Number(a[s + 1]))[0] as Row;
      return lang === 'zh'
        ? `“${fmt(name, lang)}”在 ${fmt(peak[0], lang)} 达到最高（${fmt(peak[s + 1], lang)}）`
        : `“${fmt(name, lang)}” peaked in the period starting ${fmt(peak[0], lang)} (${fmt(peak[s + 1], lang)})`;
    });
    return lang === 'zh'
      ? `共 ${o.rows.length} 个时间段，${metric}：${joinList(parts, lang)}。`
      : `Across ${o.rows.length} periods, ${metric}: ${joinList(parts, lang)}.`;
  }
  const totals = o.rows.map(
    (r) => [r[0], r.slice(1).reduce<number>((s, v) => s + Number(v ?? 0), 0)] as const,
  );
  const peak = [...totals].sort((a, b) => b[1] - a[1])[0] ?? totals[0];
  return lang === 'zh'
    ? `共 ${o.rows.length} 个时间段，${metric}最高的是 ${fmt(peak?.[0], lang)}（${fmt(peak?.[1], lang)}）。`
    : `Across ${o.rows.length} periods, ${metric} peaked in the period starting ${fmt(peak?.[0], lang)} (${fmt(peak?.[1], lang)}).`;
}

const SOURCE_NAMES: Record<string, Record<Language, string>> = {
  videos: { en: 'posts', zh: '帖子' },
  comments: { en: 'comments', zh: '评论' },
};

function sentiment(o: Output, lang: Language): string {
  const zh = lang === 'zh';
  if (o.by_subject) {
    const parts = ['videos', 'comments'].flatMap((source) => {
      const rows = o.rows.filter((r) => r[0] === source && Number(r[5]) > 0);
      const best = [...rows].sort((a, b) => Number(b[2]) / Number(b[5]) - Number(a[2]) / Number(a[5]))[0];
      if (!best) return [];
      const what = SOURCE_NAMES[source]?.[lang] ?? source;
      return zh
        ? [`正面${what}占比最高的是“${fmt(best[1], lang)}”（${fmt(best[2], lang)}/${fmt(best[5], lang)}）`]
        : [
            `the most positive ${what}: “${fmt(best[1], lang)}” (${fmt(best[2], lang)} of ${fmt(best[5], lang)})`,
          ];
    });
    const text = joinList(parts, lang);
    return zh ? `${text}。` : `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  }
  const line = (source: string) => o.rows.find((r) => r[0] === source && r[1] === null);
  const part = (r: Row | undefined, label: Record<Language, string>) =>
    r
      ? zh
        ? `${label.zh}：正面 ${fmt(r[2], lang)}、中性 ${fmt(r[3], lang)}、负面 ${fmt(r[4], lang)}`
        : `${label.en}: ${fmt(r[2], lang)} positive, ${fmt(r[3], lang)} neutral, ${fmt(r[4], lang)} negative`
      : '';
  const parts = [
    part(line('videos'), { en: 'Videos', zh: '视频' }),
    part(line('comments'), { en: 'comments', zh: '评论' }),
  ].filter(Boolean);
  return zh ? `${parts.join('；')}。` : `${parts.join('; ')}.`;
}

/** "The hashtag with the most views is “running” (1,234 views over 12 posts)." */
function breakdown(o: Output, lang: Language, metric: string): string {
  const by = o.by ?? 'hashtag';
  const first = o.rows[0] as Row;
  const value = escapeMarkdown(postValueName(by, String(first[col(o, by)]), lang));
  const total = fmt(first[col(o, o.metric)], lang);
  const posts = fmt(first[col(o, 'posts')], lang);
  const [one] = POST_DIMENSION_NAMES[by][lang];
  return lang === 'zh'
    ? `${metric}最高的${one}是“${value}”（${posts} 个帖子，${metric} ${total}）。`
    : `The ${one} with the most ${metric} is “${value}” (${total} ${metric} over ${posts} posts).`;
}

function postsOnDate(o: Output, lang: Language, metric: string, dashboard: string): string {
  const day = o.day as NonNullable<Output['day']>;
  const date = dateText(day.date, lang);
  if (day.posts === 0)
    return lang === 'zh'
      ? `看板「${dashboard}」在${date}没有发布的帖子。`
      : `No posts were published on ${date} in **${dashboard}**.`;
  const total = fmt(day.total, lang);
  const against =
    day.vs_median !== null
      ? lang === 'zh'
        ? `，是前后几天中位数（${fmt(day.median, lang)}）的 ${times(day.vs_median, lang)} 倍`
        : `, ${times(day.vs_median, lang)}× the median of the days around it (${fmt(day.median, lang)})`
      : day.vs_average !== null
        ? lang === 'zh'
          ? `，是前后几天平均值（${fmt(day.average, lang)}）的 ${times(day.vs_average, lang)} 倍`
          : `, ${times(day.vs_average, lang)}× the average of the days around it (${fmt(day.average, lang)})`
        : day.around_from
          ? lang === 'zh'
            ? `，而前后几天的${metric}为 0`
            : `, against no ${metric} on the days around it`
          : '';
  const top = o.rows.slice(0, 3).map((r) => {
    const title = fmt(r[col(o, 'title')], lang);
    const value = fmt(r[col(o, o.metric)], lang);
    return lang === 'zh' ? `“${title}”（${value}）` : `“${title}” (${value})`;
  });
  return lang === 'zh'
    ? `${date}发布了 ${fmt(day.posts, lang)} 个帖子，${metric}合计 ${total}${against}。${metric}最高的：${top.join('、')}。`
    : `On ${date}, ${fmt(day.posts, lang)} posts were published with ${total} ${metric} in total${against}. The top ones: ${top.join(', ')}.`;
}

/** The measures a comparison of every measure names in its sentence; the card has them all. */
const HEADLINE_MEASURES = new Set(['posts', 'views', 'engagements']);
const signedChange = (change: Cell) => (typeof change === 'number' ? formatSignedPercent(change) : '–');

/** "最近1个月对比 …：播放量 1,234，对比期 1,000（+23.4%）；…" — each row's values and change. */
function comparePeriods(o: Output, lang: Language): string {
  const zh = lang === 'zh';
  // Both spans by their dates: a relative one ("the last month") is a span of dates once compared.
  const span = (p: Output['period']) =>
    !p
      ? ''
      : p.from === p.to
        ? dateText(p.from, lang)
        : `${dateText(p.from, lang)}${zh ? '至' : ' – '}${dateText(p.to, lang)}`;
  const [now, then] = [span(o.period), span(o.versus)];
  const perSubject = o.columns[0] === 'subject';
  const rows =
    perSubject || o.rows.length === 1 ? o.rows : o.rows.filter((r) => HEADLINE_MEASURES.has(String(r[0])));
  const value = (row: Row, n: Cell) => (row[0] === 'engagement_rate' ? percent(n, lang) : fmt(n, lang));
  const parts = rows.map((row) => {
    const [name, x, y, change] = row;
    const label = perSubject ? fmt(name, lang) : measure(String(name), lang);
    return zh
      ? `${label} ${value(row, x ?? null)}，对比期 ${value(row, y ?? null)}（${signedChange(change ?? null)}）`
      : `${label} ${value(row, x ?? null)} against ${value(row, y ?? null)} (${signedChange(change ?? null)})`;
  });
  const of = perSubject ? (zh ? `${measure(o.metric, lang)}：` : `${measure(o.metric, lang)}: `) : '';
  return zh
    ? `${now}对比${then}：${of}${parts.join('；')}。`
    : `${now} against ${then}: ${of}${joinList(parts, lang)}.`;
}

/** The offline model's sentence after a dashboard answer: only numbers and names from the output. */
export function closeText(o: Output, lang: Language): string {
  const zh = lang === 'zh';
  const medium = o.platform ? MEDIA_NAMES[o.platform] : undefined;
  // An empty answer names the medium in its own sentence.
  const only = medium && o.rows.length ? (zh ? `只看 ${medium} 的帖子。` : `${medium} posts only. `) : '';
  return `${only}${answerText(o, lang, medium)}`;
}

function answerText(o: Output, lang: Language, medium: string | undefined): string {
  const zh = lang === 'zh';
  const metric = measure(o.metric, lang);
  const dashboard = escapeMarkdown(o.dashboard_name);
  if (o.rows.length === 0 && o.day) return postsOnDate(o, lang, metric, dashboard);
  if (o.rows.length === 0) {
    const posts = medium ? (zh ? ` ${medium} 的帖子` : `${medium} posts`) : zh ? '帖子' : 'posts';
    if (o.period)
      return zh
        ? `看板「${dashboard}」${periodText(o.period, lang)}没有${posts}。`
        : `**${dashboard}** has no ${posts} ${periodText(o.period, lang)}.`;
    if (medium)
      return zh ? `看板「${dashboard}」中还没有${posts}。` : `**${dashboard}** has no ${posts} yet.`;
    return zh
      ? `看板「${dashboard}」中还没有可用的数据。`
      : `The dashboard **${dashboard}** has no data for this yet.`;
  }
  const sentence = (() => {
    switch (o.question) {
      case 'top_posts':
        return topPosts(o, lang, metric);
      case 'top_channels':
        return topChannels(o, lang);
      case 'compare_subjects':
        return compareSubjects(o, lang);
      case 'trend':
        return trend(o, lang, metric);
      case 'sentiment':
        return sentiment(o, lang);
      case 'posts_on_date':
        return postsOnDate(o, lang, metric, dashboard);
      case 'breakdown':
        return breakdown(o, lang, metric);
      case 'compare_periods':
        return comparePeriods(o, lang);
    }
  })();
  // A comparison names both of its spans itself.
  if (!o.period || o.question === 'posts_on_date' || o.question === 'compare_periods') return sentence;
  const window = periodText(o.period, lang);
  return zh
    ? `${window}发布的帖子：${sentence}`
    : `Posts published ${window}: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}
