import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { addToKoxProjectTool } from '../../../../src/tools/add-to-kox-project/contract.ts';
import { addToProjectRequest } from '../../../tools/outreach/request-phrases.ts';
import { createsProject, namedCreatorsOf, projectNameOf } from '../nlu/slots/kox-project.ts';
import { listHeadOf } from '../nlu/slots/list-head.ts';
import type { OfflineSkill } from './offline-skill.ts';
import { teamQuestion } from './team-questions.ts';

export const addToKoxProjectSkill: OfflineSkill = {
  toolName: addToKoxProjectTool.name,
  read(text) {
    const project = projectNameOf(text);
    // "把前三个加到…": the top of the last recommendation, not a creator named "前三个".
    const { first, rest } = listHeadOf(text);
    const creators = namedCreatorsOf(rest);
    return {
      ...(project ? { project } : {}),
      ...(creators.length ? { creators } : first ? { first } : {}),
      ...(createsProject(text) ? { create: true } : {}),
    };
  },
  ask: (slots, lang) =>
    slots.project
      ? null
      : teamQuestion(
          {
            en: 'Which project should they go to? Give its name.',
            zh: '要加到哪个项目？请告诉我项目名称。',
          },
          { en: 'Open the projects', zh: '打开项目列表' },
          lang,
        ),
  choice: (slots, lang) =>
    typeof slots.project === 'string'
      ? {
          label: lang === 'zh' ? '把达人加到项目' : 'Add creators to a project',
          message: addToProjectRequest(
            lang,
            slots.project,
            Array.isArray(slots.creators) ? (slots.creators as string[]) : undefined,
            slots.create === true,
            typeof slots.first === 'number' ? slots.first : undefined,
          ),
        }
      : null,
  help: {
    en: '**Add creators to a project**: “add these creators to the project Spring Launch”.',
    zh: '**把达人加到项目**：“把这些达人加到春季新品项目”。',
  },
  can: {
    en: 'add creators to a project (“add these creators to the project Spring Launch”)',
    zh: '把达人加到项目（“把这些达人加到春季新品项目”）',
  },
  close(output, lang) {
    const result = addToKoxProjectTool.output.parse(output);
    if (result.status === 'choose') return escapeMarkdown(result.question);
    const project = escapeMarkdown(result.project_name);
    const count = result.creator_ids.length;
    if (result.status === 'approved')
      return lang === 'zh'
        ? `已把 ${result.added} 位达人加到「${project}」。`
        : `Added ${result.added} creators to **${project}**.`;
    if (result.status === 'declined')
      return lang === 'zh' ? '已取消，没有添加达人。' : 'Cancelled: no creator was added.';
    return lang === 'zh'
      ? `我准备把 ${count} 位达人加到「${project}」。只有你在卡片中确认后才会添加。`
      : `I prepared adding ${count} creators to **${project}**. They are added only if you approve in the card.`;
  },
};
