import { saveKoxTool } from '../../../../src/tools/save-kox/contract.ts';
import { namedCreatorsOf } from '../nlu/slots/kox-project.ts';
import { mentionsOf } from '../nlu/slots/mentions.ts';
import { firstCreators } from '../../../tools/outreach/request-phrases.ts';
import { listHeadOf } from '../nlu/slots/list-head.ts';
import { saveTagsOf } from '../nlu/slots/team-tags.ts';
import type { OfflineSkill } from './offline-skill.ts';

export const saveKoxSkill: OfflineSkill = {
  toolName: saveKoxTool.name,
  read(text) {
    const { tags, rest: untagged } = saveTagsOf(text);
    // "把前五个存到团队库": the top of the last list, not a creator named "前五个".
    const { first, rest } = listHeadOf(untagged);
    const named = namedCreatorsOf(rest);
    // "save @priyaruns1 and @ninaplays2": the mentions when no "add … to" names them.
    const creators = named.length ? named : mentionsOf(rest).map((m) => m.slice(1));
    return {
      ...(creators.length ? { creators } : first ? { first } : {}),
      ...(tags.length ? { tags } : {}),
    };
  },
  // Without names the session's last list goes in; the executor says so when there is none.
  choice(slots, lang) {
    const names = Array.isArray(slots.creators) ? slots.creators.map(String) : [];
    const tags = Array.isArray(slots.tags) ? slots.tags.map(String) : [];
    const first = typeof slots.first === 'number' ? slots.first : null;
    if (lang === 'zh') {
      const who = names.length
        ? names.map((n) => `@${n}`).join('、')
        : first
          ? firstCreators(lang, first)
          : '这些达人';
      return {
        label: '加入团队库',
        message: `把${who}加入团队库${tags.length ? `，标签写${tags.join('、')}` : ''}`,
      };
    }
    const who = names.length
      ? names.map((n) => `@${n}`).join(' and ')
      : first
        ? firstCreators(lang, first)
        : 'these creators';
    return {
      label: 'Save to the team database',
      message: `save ${who} to the team database${tags.length ? ` tagged ${tags.join(' and ')}` : ''}`,
    };
  },
  help: {
    en: '**Save creators to the team database**: “add these creators to the team database”, “save @priyaruns1 to our team database”, “save them to the team database tagged spring”.',
    zh: '**加入团队库**：“把这些达人加入团队库”、“把@priyaruns1加到团队库”、“存到团队库，标签写春季”。',
  },
  can: {
    en: 'save creators to the team database (“add these creators to the team database”)',
    zh: '把达人加入团队库（“把这些达人加入团队库”）',
  },
  close(output, lang) {
    const { added, already, tags } = saveKoxTool.output.parse(output);
    const tagged = tags?.length
      ? lang === 'zh'
        ? `都打上了标签「${tags.join('」「')}」。`
        : ` All of them are tagged ${tags.map((tag) => `“${tag}”`).join(', ')}.`
      : '';
    if (added === 0 && already > 0)
      return lang === 'zh'
        ? `这 ${already} 位达人原本就在团队库中，没有新增${tags?.length ? `，${tagged}` : '。'}`
        : `${already === 1 ? 'That creator was' : `All ${already} creators were`} already in the team database; nothing was added.${tagged}`;
    if (lang === 'zh')
      return `已把 ${added} 位达人加入团队库${already ? `，${already} 位原本就在库中` : ''}${tags?.length ? `，${tagged}` : '。'}`;
    return `Added ${added} creator${added === 1 ? '' : 's'} to the team database${already ? `; ${already} ${already === 1 ? 'was' : 'were'} already there` : ''}.${tagged}`;
  },
};
