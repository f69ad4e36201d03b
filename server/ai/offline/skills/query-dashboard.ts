import { queryDashboardTool, type QueryMetric } from '../../../../src/tools/query-dashboard/contract.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { queryChoice, missingQuestion } from '../nlu/query-choices.ts';
import { readQuery } from '../nlu/read-query.ts';
import type { OfflineSkill } from './offline-skill.ts';
import { noteSampleData } from '../sample-data-note.ts';

/** A cell of the answer in the sentence: numbers grouped for the language, text (titles, names) escaped. */
const fmt = (n: unknown, lang: Language) =>
  typeof n === 'number'
    ? n.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-US')
    : escapeMarkdown(String(n ?? ''));

const METRIC_NAMES: Record<QueryMetric, Record<Language, string>> = {
  views: { en: 'views', zh: '播放量' },
  likes: { en: 'likes', zh: '点赞量' },
  comments: { en: 'comments', zh: '评论数' },
  engagements: { en: 'engagements', zh: '互动量' },
};
const TOP_POST: Record<QueryMetric, string> = {
  views: 'The most viewed video',
  likes: 'The most liked video',
  comments: 'The most commented video',
  engagements: 'The video with the most engagements',
};

type Output = ReturnType<(typeof queryDashboardTool)['output']['parse']>;
const col = (o: Output, key: string) => o.columns.indexOf(key);

function closeText(o: Output, lang: Language): string {
  const zh = lang === 'zh';
  const metric = METRIC_NAMES[o.metric][lang];
  const dashboard = escapeMarkdown(o.dashboard_name);
  const first = o.rows[0];
  if (!first)
    return zh
      ? `看板「${dashboard}」中还没有可用的数据。`
      : `The dashboard **${dashboard}** has no data for this yet.`;
  switch (o.question) {
    case 'top_posts': {
      const title = fmt(first[col(o, 'title')], lang);
      const value = fmt(first[col(o, o.metric)], lang);
      return zh
        ? `${metric}最高的视频是“${title}”，${metric} ${value}。`
        : `${TOP_POST[o.metric]} is “${title}” with ${value} ${metric}.`;
    }
    case 'top_channels': {
      const at = col(o, o.metric) >= 0 ? col(o, o.metric) : col(o, 'views');
      const name = fmt(first[col(o, 'channel')], lang);
      const value = fmt(first[at], lang);
      const m = at === col(o, 'views') ? METRIC_NAMES.views[lang] : metric;
      return zh
        ? `${m}最高的频道是“${name}”，${m} ${value}。`
        : `The top channel by ${m} is “${name}” with ${value} ${m}.`;
    }
    case 'compare_subjects': {
      const at = col(o, o.metric);
      const best = [...o.rows].sort((a, b) => Number(b[at]) - Number(a[at]))[0] ?? first;
      return zh
        ? `在 ${o.rows.length} 个分析主体中，“${fmt(best[0], lang)}”的${metric}最高（${fmt(best[at], lang)}）。`
        : `Of ${o.rows.length} subjects, “${fmt(best[0], lang)}” has the most ${metric} (${fmt(best[at], lang)}).`;
    }
    case 'trend': {
      const totals = o.rows.map(
        (r) => [r[0], r.slice(1).reduce<number>((s, v) => s + Number(v ?? 0), 0)] as const,
      );
      const peak = [...totals].sort((a, b) => b[1] - a[1])[0] ?? totals[0];
      return zh
        ? `共 ${o.rows.length} 个时间段，${metric}最高的是 ${fmt(peak?.[0], lang)}（${fmt(peak?.[1], lang)}）。`
        : `Across ${o.rows.length} periods, ${metric} peaked in the period starting ${fmt(peak?.[0], lang)} (${fmt(peak?.[1], lang)}).`;
    }
    case 'sentiment': {
      const line = (source: string) => o.rows.find((r) => r[0] === source && r[1] === null);
      const [v, c] = [line('videos'), line('comments')];
      const part = (r: (typeof o.rows)[number] | undefined, label: Record<Language, string>) =>
        r
          ? zh
            ? `${label.zh}：正面 ${fmt(r[2], lang)}、中性 ${fmt(r[3], lang)}、负面 ${fmt(r[4], lang)}`
            : `${label.en}: ${fmt(r[2], lang)} positive, ${fmt(r[3], lang)} neutral, ${fmt(r[4], lang)} negative`
          : '';
      const parts = [part(v, { en: 'Videos', zh: '视频' }), part(c, { en: 'comments', zh: '评论' })].filter(
        Boolean,
      );
      return zh ? `${parts.join('；')}。` : `${parts.join('; ')}.`;
    }
  }
}

export const queryDashboardSkill: OfflineSkill = {
  toolName: queryDashboardTool.name,
  read: (text, today) => ({ ...readQuery(text, today) }),
  ask: missingQuestion,
  choice: queryChoice,
  help: {
    en: '**Ask about a dashboard**: “which video has the most views?”, “top 5 videos by likes”, “how did views trend”, “compare the subjects”, “what is the sentiment”.',
    zh: '**查询看板**：“哪个视频播放量最高？”“点赞最多的前5个视频”“播放量趋势”“对比各主体”“情感倾向如何”。',
  },
  can: {
    en: 'answer questions about a dashboard (“which video has the most views?”)',
    zh: '回答关于看板的问题（“哪个视频播放量最高？”）',
  },
  close(output, lang) {
    const parsed = queryDashboardTool.output.parse(output);
    return noteSampleData(closeText(parsed, lang), parsed.data_sources, lang);
  },
};
