import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { sharedDashboardOf } from '../../../../server/ai/offline/nlu/slots/shared-dashboard.ts';
import { planReply } from '../../../../server/ai/offline/plan-reply.ts';
import { offlineSkills } from '../../../../server/ai/offline/skills/index.ts';
import { shareLinksSkill } from '../../../../server/ai/offline/skills/share-links.ts';
import { renderedElements, renderedText } from '../rendered-markdown.ts';

const TOOLS = offlineSkills.map((s) => s.toolName);
const ask = (text: string, lang: 'en' | 'zh') =>
  planReply([{ role: 'user', content: [{ type: 'text', text }] }], TOOLS, lang);

type Status = 'active' | 'expired' | 'revoked';
const link = (status: Status, view_count = 0, failed_attempts = 0, expires = '2026-12-14') => ({
  share_id: `s-${status}-${expires}-${view_count}`,
  status,
  expires_at: `${expires}T08:00:00.000Z`,
  revoked_at: status === 'revoked' ? '2026-12-08T08:00:00.000Z' : null,
  view_count,
  last_viewed_at: view_count ? '2026-12-08T09:30:00.000Z' : null,
  failed_attempts,
  last_failed_attempt_at: failed_attempts ? '2026-12-09T10:00:00.000Z' : null,
  created_at: '2026-12-07T08:00:00.000Z',
});
const linksOf = (name: string, links: ReturnType<typeof link>[]) => ({
  dashboard_id: 'd1',
  dashboard_name: name,
  active: links.filter((l) => l.status === 'active').length,
  expired: links.filter((l) => l.status === 'expired').length,
  revoked: links.filter((l) => l.status === 'revoked').length,
  links,
});

describe('offline model: questions about share links already made', () => {
  it.each([
    ['is the share link for the Nike dashboard still valid', 'en', { dashboard_name: 'Nike' }],
    ['has anyone opened the report I shared', 'en', {}],
    ['how many times was my shared report viewed', 'en', {}],
    ['when does the share link expire', 'en', {}],
    ['show the share links of this dashboard', 'en', {}],
    ['did anyone try a wrong code', 'en', {}],
    ['list my share links', 'en', {}],
    ['has anyone opened the Airbnb report I shared?', 'en', { dashboard_name: 'Airbnb' }],
    ['Nike看板的分享链接还有效吗', 'zh', { dashboard_name: 'Nike' }],
    ['分享链接过期了吗', 'zh', {}],
    ['我分享的报告有人看过吗', 'zh', {}],
    ['分享出去的看板被打开了几次', 'zh', {}],
    ['这个看板的分享链接什么时候到期', 'zh', {}],
    ['查看分享链接', 'zh', {}],
    ['有人输错提取码吗', 'zh', {}],
    ['分享记录', 'zh', {}],
    ['分享出去的耐克报告有人看过吗', 'zh', { dashboard_name: '耐克' }],
    // The assistant revokes nothing: the card opens the sharing dialog, where each link has its Revoke.
    ['撤销Nike看板的分享链接', 'zh', { dashboard_name: 'Nike' }],
    // Views are counted only on a dashboard's links: "who viewed it" is a question about them.
    ['who viewed the Nike report', 'en', { dashboard_name: 'Nike' }],
    ['谁看过Nike报告', 'zh', { dashboard_name: 'Nike' }],
    ['谁看过这个看板', 'zh', {}],
    ['Adidas报告有谁看过', 'zh', { dashboard_name: 'Adidas' }],
  ] as const)('"%s" (%s) → share_links with %j', (text, lang, input) => {
    expect(ask(text, lang)).toEqual({ type: 'tool-call', toolName: 'share_links', input });
  });

  it.each([
    ['share this report for 30 days', 'en', { valid_days: 30 }],
    ['share the Nike dashboard', 'en', { valid_days: 7, dashboard_name: 'Nike' }],
    ['export a share link that expires in 10 days', 'en', { valid_days: 10 }],
    ['分享这个报告', 'zh', { valid_days: 7 }],
    ['生成分享链接', 'zh', { valid_days: 7 }],
    ['把Nike看板分享给客户', 'zh', { valid_days: 7, dashboard_name: 'Nike' }],
    ['分享Nike看板，有效期一周', 'zh', { valid_days: 7, dashboard_name: 'Nike' }],
    ['分享链接有效期90天', 'zh', { valid_days: 90 }],
  ] as const)('leaves a new link to share_report: "%s" (%s) → %j', (text, lang, input) => {
    expect(ask(text, lang)).toEqual({ type: 'tool-call', toolName: 'share_report', input });
  });

  // Ending sharing is never a new link (share_report), nor the deletion of a dashboard: the links' card, where
  // the dialog revokes each.
  it.each([
    ['取消分享这个看板', 'zh', {}],
    ['stop sharing this report', 'en', {}],
    ['stop sharing the Nike dashboard', 'en', { dashboard_name: 'Nike' }],
    ['把分享链接关掉', 'zh', {}],
    ['remove the share link of the Nike dashboard', 'en', { dashboard_name: 'Nike' }],
    ['删除这个看板的分享链接', 'zh', {}],
  ] as const)('"%s" (%s) ends sharing: share_links with %j', (text, lang, input) => {
    expect(ask(text, lang)).toEqual({ type: 'tool-call', toolName: 'share_links', input });
  });

  it('reads the dashboard the links are of, not the words about links', () => {
    expect(sharedDashboardOf('show the share links of this dashboard')).toBeUndefined();
    expect(sharedDashboardOf('show me the share history of the Nike dashboard')).toBe('Nike');
    expect(sharedDashboardOf('is the link I shared to the Tesla dashboard dead?')).toBe('Tesla');
    expect(sharedDashboardOf('when will the running shoes report’s share link expire')).toBe('running shoes');
    expect(sharedDashboardOf("when will the running shoes report's share link expire")).toBe('running shoes');
    expect(sharedDashboardOf('请查看「春季上新」看板的分享链接')).toBe('春季上新');
    expect(sharedDashboardOf('我想看耐克报告的分享记录')).toBe('耐克');
    expect(sharedDashboardOf('这个看板的那个分享链接还能打开吗')).toBeUndefined();
    expect(sharedDashboardOf('who viewed the Tesla dashboard')).toBe('Tesla');
    expect(sharedDashboardOf('取消耐克报告的共享')).toBe('耐克');
    expect(sharedDashboardOf('Nike报告被查看了几次')).toBe('Nike');
    expect(sharedDashboardOf('who saw the Tesla report')).toBe('Tesla');
    expect(sharedDashboardOf('who looked at the <b>Nike</b> dashboard')).toBe('<b>Nike</b>');
    expect(sharedDashboardOf('谁打开了我分享的耐克看板')).toBe('耐克');
    expect(sharedDashboardOf('谁看过Puma的报告')).toBe('Puma');
    expect(sharedDashboardOf('谁看过新品发布会看板')).toBe('新品发布会');
    expect(sharedDashboardOf('有谁点开过这个看板')).toBeUndefined();
    expect(sharedDashboardOf('谁看了我发的报告')).toBeUndefined();
    expect(sharedDashboardOf('谁看过我发给客户的报告')).toBeUndefined();
  });

  it('offers itself as a choice that reads back the same', () => {
    for (const [text, lang] of [
      ['is the share link for the Nike dashboard still valid', 'en'],
      ['has anyone opened the report I shared', 'en'],
      ['Nike看板的分享链接还有效吗', 'zh'],
      ['我分享的报告有人看过吗', 'zh'],
    ] as const) {
      const slots = shareLinksSkill.read(text, new Date());
      expect(ask(shareLinksSkill.choice(slots, lang, text)!.message, lang)).toEqual({
        type: 'tool-call',
        toolName: 'share_links',
        input: slots,
      });
    }
  });
});

describe('offline model: what it says of the share links', () => {
  it('says there are none yet and how to share', () => {
    const none = linksOf('Nike', []);
    expect(shareLinksSkill.close(none, 'en')).toBe(
      '**Nike** has no share links yet. To share it, say “share the Nike dashboard”.',
    );
    expect(shareLinksSkill.close(none, 'zh')).toBe(
      '「Nike」还没有分享链接。要分享的话，可以说“分享Nike看板”。',
    );
    // The way it says to share reads as a share.
    expect(ask('share the Nike dashboard', 'en')).toMatchObject({ toolName: 'share_report' });
    expect(ask('分享Nike看板', 'zh')).toMatchObject({ toolName: 'share_report' });
  });

  it('says when the one active link expires, how often it was opened and that wrong codes were tried', () => {
    const one = linksOf('Nike', [link('active', 3), link('expired', 5), link('expired')]);
    expect(shareLinksSkill.close(one, 'en')).toBe(
      '**Nike** has 1 active share link, expiring 2026-12-14, opened 3 times; 2 more have expired.',
    );
    expect(shareLinksSkill.close(one, 'zh')).toBe(
      '「Nike」有 1 个有效的分享链接，2026-12-14 到期，已被打开 3 次；另有 2 个已过期。',
    );
    const guessed = linksOf('Nike', [link('active', 3, 4), link('expired', 0, 9)]);
    expect(shareLinksSkill.close(guessed, 'en')).toBe(
      '**Nike** has 1 active share link, expiring 2026-12-14, opened 3 times, and wrong codes were tried 4 times; 1 more has expired.',
    );
    expect(shareLinksSkill.close(guessed, 'zh')).toBe(
      '「Nike」有 1 个有效的分享链接，2026-12-14 到期，已被打开 3 次，有人输错提取码 4 次；另有 1 个已过期。',
    );
    const unopened = linksOf('Nike', [link('active')]);
    expect(shareLinksSkill.close(unopened, 'en')).toBe(
      '**Nike** has 1 active share link, expiring 2026-12-14, not opened yet.',
    );
    expect(shareLinksSkill.close(unopened, 'zh')).toBe(
      '「Nike」有 1 个有效的分享链接，2026-12-14 到期，还没有被打开过。',
    );
  });

  it('counts several active links with the latest expiry, beside the expired and revoked ones', () => {
    const several = linksOf('Shoe wars', [
      link('active', 2, 0, '2026-12-20'),
      link('active', 5, 1, '2026-12-14'),
      link('active', 0, 0, '2026-12-18'),
      link('expired', 9),
      link('revoked'),
    ]);
    expect(shareLinksSkill.close(several, 'en')).toBe(
      '**Shoe wars** has 3 active share links, the latest expiring 2026-12-20, opened 7 times in all, and a wrong code was tried once; 1 more has expired and 1 was revoked.',
    );
    expect(shareLinksSkill.close(several, 'zh')).toBe(
      '「Shoe wars」有 3 个有效的分享链接，最晚 2026-12-20 到期，共被打开 7 次，有人输错提取码 1 次；另有 1 个已过期、1 个已撤销。',
    );
  });

  it('says none is active any more, and how often the old ones were opened', () => {
    const gone = linksOf('Nike', [link('expired', 4), link('expired', 1), link('revoked')]);
    expect(shareLinksSkill.close(gone, 'en')).toBe(
      '**Nike** has no active share link (2 expired, 1 revoked); they were opened 5 times in all. To share it again, say “share the Nike dashboard”.',
    );
    expect(shareLinksSkill.close(gone, 'zh')).toBe(
      '「Nike」没有有效的分享链接（2 个已过期、1 个已撤销），共被打开过 5 次。要重新分享，可以说“分享Nike看板”。',
    );
  });

  it('invents no totals when some active links are not listed', () => {
    const listed = Array.from({ length: 10 }, () => link('active', 1, 1));
    const many = { ...linksOf('Nike', listed), active: 12 };
    expect(shareLinksSkill.close(many, 'en')).toBe('**Nike** has 12 active share links.');
    expect(shareLinksSkill.close(many, 'zh')).toBe('「Nike」有 12 个有效的分享链接。');
  });

  it.each(['en', 'zh'] as const)('writes a hostile dashboard name as literal text (%s)', (lang) => {
    const name = '[Shoes](https://evil.example)\n# Free gift ![](https://evil.example/p.png)';
    for (const output of [
      linksOf(name, []),
      linksOf(name, [link('active', 3, 4), link('expired')]),
      linksOf(name, [link('revoked', 2)]),
    ]) {
      const answer = shareLinksSkill.close(output, lang);
      expect(renderedElements(answer).filter((tag) => tag !== 'strong')).toEqual([]);
      expect(renderedText(answer)).toContain(name.replace(/\s+/g, ' '));
    }
  });

  it('is the answer once the tool has run', () => {
    const prompt: LanguageModelV4Prompt = [
      { role: 'user', content: [{ type: 'text', text: '我分享的报告有人看过吗' }] },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'c1',
            toolName: 'share_links',
            output: { type: 'json', value: linksOf('耐克', [link('active', 2)]) },
          },
        ],
      },
    ];
    expect(planReply(prompt, TOOLS, 'zh')).toEqual({
      type: 'text',
      text: '「耐克」有 1 个有效的分享链接，2026-12-14 到期，已被打开 2 次。',
    });
  });
});
