import { createOrgItemTool } from '../../../../src/tools/create-org-item/contract.ts';
import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { projectRequest } from '../../../tools/team-admin/request-phrases.ts';
import { orgItemOf, otherOrgKindOf } from '../nlu/slots/team-admin.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { AskUserInput } from '../nlu/ask-user-input.ts';
import type { OfflineSkill } from './offline-skill.ts';
import { doneElsewhere, teamQuestion } from './team-questions.ts';

/** Where what the tool does not create is made, said before anything is created under another kind. */
const ELSEWHERE = {
  placement: {
    screen: 'teammanage-placement',
    question: {
      en: 'I can create clients and projects; placements are added on the Team placements screen.',
      zh: '我可以创建客户和项目；投放位请在「团队投放」页面添加。',
    },
  },
  label: {
    screen: 'kox-templates',
    question: {
      en: 'I can create clients and projects; progress labels are added to a template on the AI business templates screen.',
      zh: '我可以创建客户和项目；进展标签请在「AI 业务模板」页面的模板中添加。',
    },
  },
  team: {
    screen: 'backstage-team',
    question: {
      en: 'I can create clients and projects; new teams are made by a studio administrator on the Teams screen.',
      zh: '我可以创建客户和项目；新团队由工作室管理员在「团队管理」页面创建。',
    },
  },
} as const;

/**
 * A request that names neither a client nor a project ("create a group called Designers", "新建一个模板叫春季"):
 * asked, with the two as buttons, instead of creating a client of that name.
 */
function clientOrProject(name: string | undefined, lang: Language): AskUserInput {
  if (!name)
    return teamQuestion(
      {
        en: 'I can create clients and projects: which one, and what should it be called?',
        zh: '我可以创建客户和项目：要创建哪一种，叫什么名字？',
      },
      { en: 'Open clients', zh: '打开客户' },
      lang,
    );
  return lang === 'zh'
    ? {
        question: `我可以创建客户和项目（模板、分组和标签在各自的页面创建）。「${name}」是新客户还是新项目？`,
        choices: [
          { label: '新建客户', message: `新建客户「${name}」` },
          { label: '新建项目', message: `新建项目「${name}」` },
        ],
      }
    : {
        question: `I can create clients and projects (templates, groups and tags are made on their own screens). Is “${name}” a new client or a new project?`,
        choices: [
          { label: 'Create a client', message: `Create a client called ${name}` },
          { label: 'Create a project', message: `Create a project called ${name}` },
        ],
      };
}

export const createOrgItemSkill: OfflineSkill = {
  toolName: createOrgItemTool.name,
  read: (text) => ({ ...orgItemOf(text) }),
  ask(slots, lang, text) {
    const other = otherOrgKindOf(text);
    if (other) return doneElsewhere(ELSEWHERE[other].question, ELSEWHERE[other].screen, lang);
    if (!slots.kind) return clientOrProject(typeof slots.name === 'string' ? slots.name : undefined, lang);
    return slots.name
      ? null
      : slots.kind === 'project'
        ? teamQuestion(
            {
              en: 'What should the new project be called, and for which client?',
              zh: '新项目叫什么名字？属于哪个客户？',
            },
            { en: 'Open projects', zh: '打开项目' },
            lang,
          )
        : teamQuestion(
            { en: 'What should the new client be called?', zh: '新客户叫什么名字？' },
            { en: 'Open clients', zh: '打开客户' },
            lang,
          );
  },
  choice(slots, lang, text) {
    if (typeof slots.name !== 'string' || !slots.kind || otherOrgKindOf(text)) return null;
    if (slots.kind === 'project')
      return {
        label: lang === 'zh' ? '新建项目' : 'Create a project',
        message:
          typeof slots.client === 'string'
            ? projectRequest(lang, slots.name, slots.client)
            : lang === 'zh'
              ? `新建项目「${slots.name}」`
              : `Create a project called ${slots.name}`,
      };
    return lang === 'zh'
      ? { label: '新建客户', message: `新建客户「${slots.name}」` }
      : { label: 'Create a client', message: `Create a client called ${slots.name}` };
  },
  help: {
    en: '**Clients and projects**: “create a client called Nike” (admins), “create a project called Spring Launch for Nike”.',
    zh: '**客户与项目**：“创建一个叫耐克的客户”（管理员）、“在耐克下面建一个项目叫 2026 春季上新”。',
  },
  can: {
    en: 'create clients and projects (“create a client called Nike”)',
    zh: '创建客户和项目（“创建一个叫耐克的客户”）',
  },
  close(output, lang) {
    const result = createOrgItemTool.output.parse(output);
    if (result.status === 'choose') return escapeMarkdown(result.question);
    const name = escapeMarkdown(result.name);
    if (result.kind === 'client')
      return lang === 'zh' ? `已创建客户「${name}」。` : `Created the client **${name}**.`;
    const client = escapeMarkdown(result.client_name ?? '');
    return lang === 'zh'
      ? `已在客户「${client}」下创建项目「${name}」。`
      : `Created the project **${name}** for **${client}**.`;
  },
};
