import { describe, expect, it } from 'vitest';
import { planReply } from '../../../../server/ai/offline/plan-reply.ts';
import { offlineSkills } from '../../../../server/ai/offline/skills/index.ts';
import { updateDashboardSkill } from '../../../../server/ai/offline/skills/update-dashboard.ts';

const TOOLS = offlineSkills.map((s) => s.toolName);
const ask = (text: string, lang: 'en' | 'zh') =>
  planReply([{ role: 'user', content: [{ type: 'text', text }] }], TOOLS, lang);
const questionOf = (text: string, lang: 'en' | 'zh') => {
  const reply = ask(text, lang);
  if (reply.type !== 'tool-call' || reply.toolName !== 'ask_user') throw new Error(JSON.stringify(reply));
  return reply.input as { question: string; choices: { label: string; message: string }[] };
};

describe('offline model: renaming a dashboard and setting how often it updates', () => {
  it.each([
    ['rename the Nike dashboard to Nike 2027', 'en', { dashboard_name: 'Nike', name: 'Nike 2027' }],
    // The quoted new name is not the dashboard to rename.
    ['rename this dashboard to “Weekly Nike”', 'en', { name: 'Weekly Nike' }],
    ['make the Nike report weekly', 'en', { dashboard_name: 'Nike', frequency: 'weekly' }],
    // The frequency said before or after the dashboard it is of.
    ['Nike看板每周更新一次', 'zh', { dashboard_name: 'Nike', frequency: 'weekly' }],
    ['每天更新一次阿迪达斯看板', 'zh', { dashboard_name: '阿迪达斯', frequency: 'daily' }],
    [
      'rename this dashboard to “Asics vs Saucony 2027” and make it update weekly',
      'en',
      { name: 'Asics vs Saucony 2027', frequency: 'weekly' },
    ],
    [
      '把耐克看板改名为耐克2027，并改为每周更新',
      'zh',
      { dashboard_name: '耐克', name: '耐克2027', frequency: 'weekly' },
    ],
    ['stop updating this dashboard', 'en', { frequency: 'once' }],
    ['把耐克看板改名为耐克2027', 'zh', { dashboard_name: '耐克', name: '耐克2027' }],
    ['这个看板改成每周更新', 'zh', { frequency: 'weekly' }],
    ['这个看板不要再更新了', 'zh', { frequency: 'once' }],
    ['set the budget to 5000 dollars', 'en', { budget_usd: 5000 }],
    ['change the attribution window to 7-day click', 'en', { attribution_window: '7d_click' }],
    ['把预算改成5000美元', 'zh', { budget_usd: 5000 }],
    ['归因窗口改成7天点击', 'zh', { attribution_window: '7d_click' }],
    // The setting named before the dashboard is not part of its name.
    ['set the budget of the Q4 ads dashboard to 5000', 'en', { dashboard_name: 'Q4 ads', budget_usd: 5000 }],
    ['set the name of the Nike dashboard to Nike 2027', 'en', { dashboard_name: 'Nike', name: 'Nike 2027' }],
    ['update the title of this report to Weekly Nike', 'en', { name: 'Weekly Nike' }],
    // "让…", "请…" ask; they are not part of the name.
    ['让耐克看板每周更新', 'zh', { dashboard_name: '耐克', frequency: 'weekly' }],
    ['请看板改成每天更新', 'zh', { frequency: 'daily' }],
    ['把耐克看板改成周报', 'zh', { dashboard_name: '耐克', frequency: 'weekly' }],
  ] as const)('"%s" (%s) → update_dashboard with %j', (text, lang, input) => {
    expect(ask(text, lang)).toEqual({ type: 'tool-call', toolName: 'update_dashboard', input });
  });

  it('still creates a dashboard that is asked to update weekly', () => {
    expect(ask('track Nike weekly on YouTube', 'en')).toMatchObject({
      toolName: 'create_dashboard',
      input: { frequency: 'weekly' },
    });
  });

  it('says a dashboard’s subjects are set when it is made, and offers a new one with them', () => {
    expect(questionOf('add Puma to the Nike dashboard', 'en')).toEqual({
      question:
        'A dashboard’s subjects are set when it is created and cannot be added or removed later. Make a new dashboard with the subjects you want.',
      choices: [
        {
          label: 'Create a dashboard for Puma and Nike',
          message: 'Create a dashboard for Puma and Nike on YouTube',
        },
      ],
    });
    expect(questionOf('给耐克看板加上彪马', 'zh').choices).toEqual([
      { label: '创建「耐克和彪马」看板', message: '在YouTube上创建耐克和彪马的看板' },
    ]);
    // Taking a subject out is not deleting the dashboard.
    expect(questionOf('remove Adidas from this dashboard', 'en')).toMatchObject({
      question: expect.stringContaining('subjects are set when it is created'),
      choices: [{ label: 'Reports', message: 'Open Reports' }],
    });
  });

  it('asks what should change when the request says neither', () => {
    expect(questionOf("change the dashboard's update frequency", 'en').question).toBe(
      'What should change: a new name, or how often it updates (daily, weekly, monthly)?',
    );
  });

  it.each([
    ['make the Nike dashboard update weekly and rename it to “Nike weekly”', 'en'],
    ['rename this dashboard to Nike 2027', 'en'],
    ['把「耐克」看板改为每周更新，并重命名为「耐克周报」', 'zh'],
    ["set the Spring ads dashboard's attribution window to 7-day click and set its budget to 5000", 'en'],
    ['把「春季投放」看板归因窗口改为7天点击，并预算改为5000美元', 'zh'],
  ] as const)('offers "%s" as a choice that reads back the same', (text, lang) => {
    const slots = updateDashboardSkill.read(text, new Date());
    const choice = updateDashboardSkill.choice(slots, lang, text);
    expect(ask(choice!.message, lang)).toEqual({
      type: 'tool-call',
      toolName: 'update_dashboard',
      input: slots,
    });
  });

  it('says what changed, in both languages', () => {
    const output = {
      dashboard_id: 'd1',
      previous_name: 'Nike',
      name: 'Nike *2027*',
      frequency: 'weekly',
      changed: ['name', 'frequency'],
    };
    expect(updateDashboardSkill.close(output, 'en')).toBe(
      'Renamed **Nike** to **Nike \\*2027\\***; **Nike \\*2027\\*** will update weekly.',
    );
    expect(updateDashboardSkill.close(output, 'zh')).toBe(
      '已把「Nike」重命名为「Nike \\*2027\\*」，「Nike \\*2027\\*」改为每周更新。',
    );
    const ad = {
      ...output,
      name: 'Spring ads',
      frequency: 'once',
      attribution_window: '7d_click',
      budget_usd: 5000,
      changed: ['attribution_window', 'budget_usd'],
    };
    expect(updateDashboardSkill.close(ad, 'en')).toBe(
      'Its attribution window is now 7-day click; its budget is now $5,000. The dashboard is computed again with it.',
    );
    expect(updateDashboardSkill.close({ ...ad, budget_usd: null }, 'zh')).toBe(
      '归因窗口改为7天点击，预算改为数据源的月预算。看板会按新设置重新计算。',
    );
    expect(updateDashboardSkill.close({ ...output, changed: [] }, 'en')).toBe(
      '**Nike \\*2027\\*** already was so; nothing changed.',
    );
  });
});
