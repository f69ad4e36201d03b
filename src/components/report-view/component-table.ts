import type { TFunction } from '@/lib/i18n/translator';
import { unescapeMarkdown } from '@/lib/markdown/escape-markdown';
import type { ChannelItem, ChannelRow, MetricTotals, PostItem } from '@/lib/report-components/results';
import { parseComponentResult, type ParsedResult } from './parse-component-result.ts';
import { resolveContext, type ResolvedContext } from './report-context.ts';
import type {
  CellFormat,
  ReportCell,
  ReportColumn,
  ReportContext,
  ReportTable,
} from './report-table-types.ts';
import '@/lib/i18n/namespaces/dashboard';

type Row = Record<string, ReportCell>;

function column(t: TFunction, key: string, format: CellFormat = 'number', label?: string): ReportColumn {
  return {
    key,
    label: label ?? t(`dashboard:col.${key}`),
    align: format === 'text' || format === 'date' ? 'left' : 'right',
    format,
  };
}

const cols = (t: TFunction, keys: readonly string[], format: CellFormat = 'number') =>
  keys.map((key) => column(t, key, format));

const TOTALS = [
  'posts',
  'channels',
  'views',
  'likes',
  'comments',
  'shares',
  'saves',
  'reposts',
  'engagements',
];
const AVERAGES = ['avgViews', 'avgLikes', 'avgComments', 'avgEngagements'];

function overview(
  ctx: ResolvedContext,
  data: Extract<ParsedResult, { kind: 'overview' }>['data'],
): ReportTable {
  const { t } = ctx;
  const row = (subject: string, m: MetricTotals): Row => ({
    subject,
    ...Object.fromEntries([...TOTALS, ...AVERAGES].map((k) => [k, m[k as keyof MetricTotals]])),
    engagementRate: m.engagementRate,
  });
  return {
    columns: [
      column(t, 'subject', 'text'),
      ...cols(t, TOTALS),
      ...cols(t, AVERAGES),
      column(t, 'engagementRate', 'percent'),
    ],
    rows: [
      ...data.subjects.map((s) => row(ctx.subjectName(s.subjectId), s)),
      row(t('dashboard:report.total'), data.total),
    ],
  };
}

const POST_METRICS = ['views', 'likes', 'comments', 'engagements'] as const;

function postRow(ctx: ResolvedContext, p: PostItem, extra: readonly (keyof PostItem)[] = []): Row {
  return {
    title: p.title,
    channel: p.channel_title,
    subject: ctx.subjectName(p.subjectId),
    platform: ctx.code('media', p.platform),
    ...Object.fromEntries([...POST_METRICS, ...extra].map((k) => [k, p[k] as number])),
    postedAt: p.postedAt,
    url: p.video_url,
  };
}

function postColumns(t: TFunction, extra: readonly string[] = []): ReportColumn[] {
  return [
    column(t, 'title', 'text'),
    column(t, 'channel', 'text'),
    column(t, 'subject', 'text'),
    column(t, 'platform', 'text'),
    ...cols(t, [...POST_METRICS, ...extra]),
    column(t, 'postedAt', 'date'),
    column(t, 'url', 'text'),
  ];
}

const CHANNEL_RATES = ['followerEngagementRate', 'followerViewRate', 'viewEngagementRate'] as const;

function channelRow(ctx: ResolvedContext, c: ChannelItem): Row {
  return {
    channel: c.title,
    subject: ctx.subjectName(c.subjectId),
    platform: ctx.code('media', c.platform),
    region: c.region ? ctx.code('region', c.region) : c.region,
    followers: c.followers,
    newFollowers: c.newFollowers,
    posts: c.posts,
    views: c.views,
    likes: c.likes,
    comments: c.comments,
    engagements: c.engagements,
    avgViews: c.avgViews,
    avgEngagements: c.avgEngagements,
    ...Object.fromEntries(CHANNEL_RATES.map((k) => [k, c[k]])),
    url: c.url,
  };
}

function channelColumns(t: TFunction): ReportColumn[] {
  return [
    column(t, 'channel', 'text'),
    column(t, 'subject', 'text'),
    column(t, 'platform', 'text'),
    column(t, 'region', 'text'),
    ...cols(t, [
      'followers',
      'newFollowers',
      'posts',
      'views',
      'likes',
      'comments',
      'engagements',
      'avgViews',
      'avgEngagements',
    ]),
    ...cols(t, CHANNEL_RATES, 'percent'),
    column(t, 'url', 'text'),
  ];
}

const ranked = (rows: Row[]): Row[] => rows.map((row, i) => ({ rank: i + 1, ...row }));

/** Per-subject columns only when there is more than one subject to compare. */
function subjectColumns(ctx: ResolvedContext, ids: string[]): ReportColumn[] {
  return ids.length > 1 ? ids.map((id) => column(ctx.t, `subject:${id}`, 'number', ctx.subjectName(id))) : [];
}

function distribution(
  ctx: ResolvedContext,
  data: Extract<ParsedResult, { kind: 'distribution' }>['data'],
): ReportTable {
  const { t } = ctx;
  const ids = data.subjects.map((s) => s.subjectId);
  const perSubject = new Map(
    data.subjects.map((s) => [s.subjectId, new Map(s.buckets.map((b) => [b.key, b.count]))]),
  );
  return {
    columns: [
      column(t, 'bucket', 'text'),
      column(t, 'count'),
      column(t, 'share', 'percent'),
      ...subjectColumns(ctx, ids),
    ],
    rows: data.total.buckets.map((b) => ({
      bucket: ctx.bucket(b.key),
      count: b.count,
      share: b.share,
      ...(ids.length > 1
        ? Object.fromEntries(ids.map((id) => [`subject:${id}`, perSubject.get(id)?.get(b.key) ?? 0]))
        : {}),
    })),
  };
}

function channelData(ctx: ResolvedContext, rows: ChannelRow[]): ReportTable {
  const { t } = ctx;
  const base = channelColumns(t);
  const extra = [
    column(t, 'shares'),
    column(t, 'saves'),
    column(t, 'reposts'),
    column(t, 'medianViews'),
    column(t, 'medianEngagements'),
    column(t, 'monthlyPostingFrequency'),
    column(t, 'brandShare', 'percent'),
  ];
  return {
    columns: [...base.slice(0, -1), ...extra, base[base.length - 1]!],
    rows: rows.map((c) => ({
      ...channelRow(ctx, c),
      shares: c.shares,
      saves: c.saves,
      reposts: c.reposts,
      medianViews: c.median.views,
      medianEngagements: c.median.engagements,
      monthlyPostingFrequency: c.monthlyPostingFrequency,
      brandShare: c.brandShare,
    })),
  };
}

function labelled(
  ctx: ResolvedContext,
  labelKey: string,
  items: { label: string; count: number; share: number }[],
): ReportTable {
  const { t } = ctx;
  return {
    columns: [column(t, labelKey, 'text'), column(t, 'count'), column(t, 'share', 'percent')],
    rows: items.map((i) => ({ [labelKey]: i.label, count: i.count, share: i.share })),
  };
}

const note = (text: string): ReportTable => ({ columns: [], rows: [], note: text });

function tableOf(ctx: ResolvedContext, parsed: ParsedResult): ReportTable {
  const { t } = ctx;
  switch (parsed.kind) {
    case 'overview':
      return overview(ctx, parsed.data);
    case 'trend':
      return {
        columns: [
          column(t, 'period', 'text'),
          column(t, 'subject', 'text'),
          ...cols(t, ['posts', ...POST_METRICS]),
        ],
        rows: parsed.data.subjects.flatMap((s) =>
          s.points.map((p) => ({
            period: p.period,
            subject: ctx.subjectName(s.subjectId),
            posts: p.posts,
            views: p.views,
            likes: p.likes,
            comments: p.comments,
            engagements: p.engagements,
          })),
        ),
      };
    case 'topPosts':
      return {
        columns: [column(t, 'rank'), ...postColumns(t)],
        rows: ranked(parsed.data.items.map((p) => postRow(ctx, p))),
      };
    case 'videoData': {
      const extra = ['saves', 'shares', 'reposts'] as const;
      return { columns: postColumns(t, extra), rows: parsed.data.rows.map((p) => postRow(ctx, p, extra)) };
    }
    case 'topChannels':
      return {
        columns: [column(t, 'rank'), ...channelColumns(t)],
        rows: ranked(parsed.data.items.map((c) => channelRow(ctx, c))),
      };
    case 'channelData':
      return channelData(ctx, parsed.data.rows);
    case 'distribution':
      return distribution(ctx, parsed.data);
    case 'hashtags':
      return {
        columns: [column(t, 'rank'), column(t, 'tag', 'text'), column(t, 'posts')],
        rows: ranked(parsed.data.total.items.map((i) => ({ tag: `#${i.tag}`, posts: i.posts }))),
      };
    case 'themes':
      return labelled(
        ctx,
        'theme',
        parsed.data.items.map((i) => ({ label: ctx.localized(i.label), count: i.count, share: i.share })),
      );
    case 'channelCategory':
      return labelled(
        ctx,
        'category',
        parsed.data.items.map((i) => ({ label: ctx.localized(i.label), count: i.count, share: i.share })),
      );
    case 'themeTrend': {
      const themes = parsed.data.themes;
      return {
        columns: [
          column(t, 'month', 'text'),
          ...themes.map((th) => column(t, `theme:${th.theme}`, 'number', ctx.localized(th.label))),
        ],
        rows: parsed.data.months.map((m) => ({
          month: m.month,
          ...Object.fromEntries(themes.map((th) => [`theme:${th.theme}`, m.counts[th.theme] ?? 0])),
        })),
      };
    }
    case 'sentiment': {
      const split = (
        subject: string,
        s: { total: number; positive: number; neutral: number; negative: number },
      ) => ({
        subject,
        total: s.total,
        positive: s.positive,
        neutral: s.neutral,
        negative: s.negative,
        positiveShare: s.total ? s.positive / s.total : null,
        negativeShare: s.total ? s.negative / s.total : null,
      });
      return {
        columns: [
          column(t, 'subject', 'text'),
          ...cols(t, ['total', 'positive', 'neutral', 'negative']),
          ...cols(t, ['positiveShare', 'negativeShare'], 'percent'),
        ],
        rows: [
          ...parsed.data.subjects.map((s) => split(ctx.subjectName(s.subjectId), s)),
          split(t('dashboard:report.total'), parsed.data.overall),
        ],
      };
    }
    case 'hotWords':
      return {
        columns: [column(t, 'rank'), column(t, 'word', 'text'), column(t, 'count')],
        rows: ranked(parsed.data.words.map((w) => ({ word: w.word, count: w.count }))),
      };
    case 'customCategory': {
      const data = parsed.data;
      if (data.status === 'needs_rules') return note(ctx.localized(data.reason));
      if (data.status === 'invalid_rules')
        return {
          columns: [column(t, 'line'), column(t, 'message', 'text')],
          rows: data.errors.map((e) => ({ line: e.line, message: ctx.localized(e.message) })),
          note: t('dashboard:report.invalidRules'),
        };
      const table = labelled(
        ctx,
        'tag',
        data.items.map((i) => ({ label: i.tag, count: i.count, share: i.share })),
      );
      table.rows.push({
        tag: t('dashboard:report.uncategorized'),
        count: data.uncategorized,
        share: data.total ? data.uncategorized / data.total : null,
      });
      return table;
    }
    case 'eventSummary':
      return {
        columns: [column(t, 'summary', 'text')],
        rows: [{ summary: unescapeMarkdown(ctx.localized(parsed.data.summary)) }],
      };
    case 'audience': {
      const data = parsed.data;
      if (data.status === 'needs_model') return note(ctx.localized(data.reason));
      return {
        columns: [column(t, 'bucket', 'text'), column(t, 'share', 'percent')],
        rows: data.items.map((i) => ({ bucket: ctx.bucket(i.bucket), share: i.share })),
        note: t('dashboard:report.estimated'),
      };
    }
  }
}

/**
 * A component's result as a table (the data view, the XLSX export and chat cards): raw numbers, labels in the
 * current language. An unknown api_key or a result of another shape yields an empty table with a note.
 */
export function componentTable(
  apiKey: string,
  result: unknown,
  t: TFunction,
  context?: ReportContext,
): ReportTable {
  const parsed = parseComponentResult(apiKey, result);
  if (!parsed) return note(t('dashboard:report.unreadable'));
  return tableOf(resolveContext(t, context, apiKey), parsed);
}
