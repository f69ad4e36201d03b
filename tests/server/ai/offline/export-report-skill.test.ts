import { describe, expect, it } from 'vitest';
import { planReply } from '../../../../server/ai/offline/plan-reply.ts';
import { exportReportSkill } from '../../../../server/ai/offline/skills/export-report.ts';
import { offlineSkills } from '../../../../server/ai/offline/skills/index.ts';

const TOOLS = offlineSkills.map((s) => s.toolName);
const ask = (text: string, lang: 'en' | 'zh') =>
  planReply([{ role: 'user', content: [{ type: 'text', text }] }], TOOLS, lang);

describe('offline model: downloading a report in zh and en', () => {
  it.each([
    ['导出这个报告为PDF', 'zh', { format: 'pdf' }],
    ['把跑鞋报告导出成PDF', 'zh', { format: 'pdf', dashboard_name: '跑鞋' }],
    ['这个看板能下载成图片吗', 'zh', { format: 'png' }],
    ['报告能不能存成一张长图，我发群里', 'zh', { format: 'png' }],
    ['export this report as PDF', 'en', { format: 'pdf' }],
    ['export the running shoes report as PDF', 'en', { format: 'pdf', dashboard_name: 'running shoes' }],
    ['can I get this dashboard as a PNG?', 'en', { format: 'png' }],
    // Without a format: the PDF, not a question between the download and help.
    ['download the report', 'en', { format: 'pdf' }],
    ['download the Puma report', 'en', { format: 'pdf', dashboard_name: 'Puma' }],
    ['download the Nike dashboard', 'en', { format: 'pdf', dashboard_name: 'Nike' }],
  ] as const)('"%s" (%s) → export_report with %j', (text, lang, input) => {
    expect(ask(text, lang)).toEqual({ type: 'tool-call', toolName: 'export_report', input });
  });

  it('leaves a share link to share_report', () => {
    expect(ask('export a share link that expires in 10 days', 'en')).toMatchObject({
      toolName: 'share_report',
      input: { valid_days: 10 },
    });
  });

  it('offers itself as a choice that reads back the same, and says what happens next', () => {
    const slots = exportReportSkill.read('把跑鞋报告下载成图片', new Date());
    const choice = exportReportSkill.choice(slots, 'zh', '');
    expect(choice).toEqual({ label: '下载报告', message: '把「跑鞋」报告下载为PNG' });
    expect(ask(choice!.message, 'zh')).toEqual({
      type: 'tool-call',
      toolName: 'export_report',
      input: slots,
    });
    const output = { dashboard_id: 'd1', dashboard_name: 'Nike *vs* Adidas', format: 'pdf' };
    expect(exportReportSkill.close(output, 'en')).toBe(
      '**Nike \\*vs\\* Adidas** is open in the side panel; it downloads as PDF once the report is shown.',
    );
    expect(exportReportSkill.close(output, 'zh')).toBe(
      '已在侧边栏打开「Nike \\*vs\\* Adidas」，报告显示完整后会下载为 PDF。',
    );
  });
});
