import { describe, expect, it } from 'vitest';
import { planReply } from '../../../../server/ai/offline/plan-reply.ts';
import { offlineSkills } from '../../../../server/ai/offline/skills/index.ts';

const TOOLS = offlineSkills.map((s) => s.toolName);
const ask = (text: string) => planReply([{ role: 'user', content: [{ type: 'text', text }] }], TOOLS, 'en');

describe('offline model: team administration in zh and en', () => {
  it.each([
    [
      'add Li Lei to the Nike client as editor',
      'manage_member',
      { person: 'Li Lei', clients: ['Nike'], role: 'editor' },
    ],
    ['把李雷加到耐克客户，角色编辑', 'manage_member', { person: '李雷', clients: ['耐克'], role: 'editor' }],
    ['make Han Meimei an admin', 'manage_member', { person: 'Han Meimei', role: 'admin' }],
    ['把韩梅梅设为管理员', 'manage_member', { person: '韩梅梅', role: 'admin' }],
    [
      'invite anna@brand.com as viewer for Adidas',
      'invite_member',
      { email: 'anna@brand.com', role: 'viewer', clients: ['Adidas'] },
    ],
    [
      '邀请 anna@brand.com 以只读身份加入，负责阿迪达斯',
      'invite_member',
      { email: 'anna@brand.com', role: 'viewer', clients: ['阿迪达斯'] },
    ],
    ['create a client called Nike', 'create_org_item', { kind: 'client', name: 'Nike' }],
    ['create a client called Nike for my team', 'create_org_item', { kind: 'client', name: 'Nike' }],
    [
      '新建一个项目叫双十一大促，客户是耐克',
      'create_org_item',
      { kind: 'project', name: '双十一大促', client: '耐克' },
    ],
    [
      '在耐克下面建一个项目叫 2026 春季上新',
      'create_org_item',
      { kind: 'project', name: '2026 春季上新', client: '耐克' },
    ],
    ['switch to the Acme team', 'switch_team', { team: 'Acme' }],
    ['切换到 Acme 团队', 'switch_team', { team: 'Acme' }],
  ])('"%s" → %s', (text, toolName, input) => {
    expect(ask(text)).toEqual({ type: 'tool-call', toolName, input });
  });

  it('keeps the old intents apart: a language switch and a team screen are not team changes', () => {
    expect(ask('switch to English')).toMatchObject({ toolName: 'switch_language' });
    expect(ask('查看团队成员')).toMatchObject({ toolName: 'open_screen' });
  });

  it('names no team "换" when none is said, and asks which', () => {
    expect(ask('切换团队')).toMatchObject({
      toolName: 'ask_user',
      input: { question: '要切换到哪个团队？' },
    });
  });

  it.each([
    [
      'add a placement called Homepage banner',
      'placements are added on the Team placements screen',
      'Open Team placements',
    ],
    ['新建一个版位叫首页横幅', '投放位请在「团队投放」页面添加', '打开团队投放'],
    ['create a team called APAC', 'new teams are made by a studio administrator', 'Open Teams'],
    ['创建一个团队叫华东', '新团队由工作室管理员', '打开团队管理'],
  ])('creates no client for "%s": says where it is made instead', (text, says, button) => {
    const reply = ask(text);
    expect(reply).toMatchObject({ type: 'tool-call', toolName: 'ask_user' });
    const input = (reply as { input: { question: string; choices: { message: string }[] } }).input;
    expect(input.question).toContain(says);
    expect(input.choices.map((c) => c.message)).toEqual([button]);
    expect(ask(button)).toMatchObject({ toolName: 'open_screen' });
  });

  it.each([
    [
      'add a progress label called Sample sent',
      'progress labels are added to a template',
      'Open AI business templates',
    ],
    ['新建一个标签叫已寄样', '进展标签请在「AI 业务模板」页面的模板中添加', '打开AI 业务模板'],
  ])('creates no client for the label "%s": says where labels are made', (text, says, button) => {
    const input = (ask(text) as { input: { question: string; choices: { message: string }[] } }).input;
    expect(input.question).toContain(says);
    expect(input.choices.map((c) => c.message)).toEqual([button]);
  });

  it.each([
    // Each created a client of that name, with no approval.
    [
      'create a new template called Spring',
      'Spring',
      'Create a client called Spring',
      'Create a project called Spring',
    ],
    [
      'create a group called Designers',
      'Designers',
      'Create a client called Designers',
      'Create a project called Designers',
    ],
    ['create a folder called Q3', 'Q3', 'Create a client called Q3', 'Create a project called Q3'],
    ['新建一个分组叫设计师', '设计师', '新建客户「设计师」', '新建项目「设计师」'],
  ])(
    'creates nothing for "%s", which names neither a client nor a project: asks which',
    (text, name, client, project) => {
      const reply = ask(text);
      expect(reply).toMatchObject({ type: 'tool-call', toolName: 'ask_user' });
      const input = (reply as { input: { question: string; choices: { message: string }[] } }).input;
      expect(input.question).toContain(name);
      expect(input.choices.map((c) => c.message)).toEqual([client, project]);
      // Each button reads back as the creation it names.
      expect(ask(client)).toMatchObject({ toolName: 'create_org_item', input: { kind: 'client', name } });
      expect(ask(project)).toMatchObject({ toolName: 'create_org_item', input: { kind: 'project', name } });
    },
  );

  it.each([
    ['remove Tom from the team', 'removing a member is done on the Team members screen', 'Open Team members'],
    ['把小王从团队里移除', '移除成员请在「团队成员」页面操作', '打开团队成员'],
  ])('changes nobody for "%s": says where members are removed', (text, says, button) => {
    const reply = ask(text);
    const input = (reply as { input: { question: string; choices: { message: string }[] } }).input;
    expect(reply).toMatchObject({ toolName: 'ask_user' });
    expect(input.question).toContain(says);
    expect(input.choices.map((c) => c.message)).toEqual([button]);
  });

  it.each([
    ['邀请张三加入团队', '张三的邮箱是什么？邀请要发到邮箱。'],
    ['把王五拉进团队', '王五的邮箱是什么？邀请要发到邮箱。'],
    ['invite Zhang San to the team', "What is Zhang San's e-mail address? The invitation is sent to it."],
    ['invite someone to the team', 'Whom should I invite? Give their e-mail address.'],
  ])('invites nobody yet for "%s": asks for the e-mail of the person named', (text, question) => {
    const reply = ask(text);
    expect(reply).toMatchObject({ type: 'tool-call', toolName: 'ask_user', input: { question } });
  });

  it('opens the members screen for "who is on my team?"', () => {
    expect(ask('who is on my team?')).toMatchObject({
      toolName: 'open_screen',
      input: { screen: 'teammanage-member' },
    });
  });

  it('reads the buttons of a team question back into the same tool', () => {
    expect(ask('Add hm1 to the team as viewer')).toEqual({
      type: 'tool-call',
      toolName: 'manage_member',
      input: { person: 'hm1', role: 'viewer' },
    });
    expect(ask('在Nike下面建一个项目叫双十一')).toMatchObject({
      input: { kind: 'project', name: '双十一', client: 'Nike' },
    });
  });
});
