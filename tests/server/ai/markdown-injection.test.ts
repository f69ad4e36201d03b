import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { planReply } from '../../../server/ai/offline/plan-reply.ts';
import { createDashboardSkill } from '../../../server/ai/offline/skills/create-dashboard.ts';
import { queryDashboardSkill } from '../../../server/ai/offline/skills/query-dashboard.ts';
import { shareReportSkill } from '../../../server/ai/offline/skills/share-report.ts';
import { writeEventSummary } from '../../../server/ai/text-analytics/event-summary.ts';
import type { EventFacts } from '../../../server/ai/text-analytics/text-analytics-provider.ts';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import { renderedElements, renderedText } from './rendered-markdown.ts';

/** An attacker's post title: a tracking pixel, a phishing link and raw HTML. */
const TITLE =
  '![](https://evil.example/pixel.png) [Session expired, sign in again](https://evil.example/login) <img src=x>';
const CHANNEL = '**Official** _Support_ # | x |';
const NAME = '[Shoes](https://evil.example)\n# Free gift';

/** The markup the studio's renderer makes of an answer: only what the template itself writes. */
const markup = (markdown: string) => renderedElements(markdown).filter((tag) => tag !== 'strong');
const literally = (data: string) => data.replace(/\s+/g, ' ');

const facts: EventFacts = {
  period: { since: '2026-01-01T00:00:00.000Z', until: '2026-03-31T00:00:00.000Z' },
  totalPosts: 3,
  totalViews: 300,
  totalEngagements: 30,
  topPosts: [
    {
      title: TITLE,
      channelTitle: CHANNEL,
      views: 200,
      engagements: 20,
      postedAt: '2026-02-10T08:00:00.000Z',
    },
    { title: `${TITLE} 2`, channelTitle: CHANNEL, views: 100, engagements: 10, postedAt: '2026-02-11' },
  ],
  peakWeek: { week: '2026-02-09', posts: 3, views: 300 },
  shareOfVoice: [
    { subject: NAME, posts: 2, views: 200, share: 2 / 3 },
    { subject: 'Adidas', posts: 1, views: 100, share: 1 / 3 },
  ],
  sentiment: { positive: 1, neutral: 0, negative: 0 },
};

describe.each<Language>(['en', 'zh'])('data in markdown comes out as literal text (%s)', (lang) => {
  it('the event summary of the report and the shared page', () => {
    const summary = writeEventSummary(facts, lang);
    expect(renderedElements(summary)).toEqual([]);
    const text = renderedText(summary);
    expect(text).toContain(literally(TITLE));
    expect(text).toContain(literally(CHANNEL));
    expect(text).toContain(literally(NAME));
  });

  const query = {
    dashboard_id: 'd',
    dashboard_name: NAME,
    question: 'top_posts',
    metric: 'views',
    kind: 'table',
    columns: ['rank', 'title', 'channel', 'views'],
    rows: [[1, TITLE, CHANNEL, 10]],
  };

  it.each([
    ['top_posts', query, TITLE],
    ['top_channels', { ...query, question: 'top_channels' }, CHANNEL],
    [
      'compare_subjects',
      { ...query, question: 'compare_subjects', columns: ['subject', 'views'], rows: [[NAME, 1]] },
      NAME,
    ],
    ['trend', { ...query, question: 'trend', columns: ['period', 'A'], rows: [[TITLE, 1]] }, TITLE],
    ['no data', { ...query, rows: [] }, NAME],
  ])('the offline answer to a dashboard question: %s', (_, output, data) => {
    const answer = queryDashboardSkill.close(output, lang);
    expect(markup(answer)).toEqual([]);
    expect(renderedText(answer)).toContain(literally(data));
  });

  it('the offline answers after creating and sharing a dashboard', () => {
    const target = { dashboard_id: 'd', dashboard_name: NAME, valid_days: 7 };
    const approved = { share_id: 's', link_id: 'l', url_path: '/writer/reportShare?link=l', expires_at: '' };
    const answers = [
      createDashboardSkill.close(
        { outcome: 'created', dashboard_id: 'd', name: NAME, status: 'generating' },
        lang,
      ),
      shareReportSkill.close({ status: 'awaiting_approval', ...target }, lang),
      shareReportSkill.close({ status: 'approved', ...target, ...approved }, lang),
      shareReportSkill.close({ status: 'declined', ...target }, lang),
    ];
    for (const answer of answers) {
      expect(markup(answer)).toEqual([]);
      expect(renderedText(answer)).toContain(literally(NAME));
    }
  });

  it('the offline answer to a tool error that echoes what the user typed', () => {
    const error = `No dashboard named “${NAME}” was found among your dashboards.`;
    const prompt: LanguageModelV4Prompt = [
      {
        role: 'user',
        content: [{ type: 'text', text: lang === 'zh' ? '分享这个报告' : 'share this report' }],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'c',
            toolName: 'share_report',
            output: { type: 'error-text', value: error },
          },
        ],
      },
    ];
    const reply = planReply(prompt, ['share_report'], lang);
    const answer = reply.type === 'text' ? reply.text : '';
    expect(markup(answer)).toEqual([]);
    expect(renderedText(answer)).toContain(literally(error));
  });
});
