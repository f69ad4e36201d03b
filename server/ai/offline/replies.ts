import type { Language } from '../../../src/tools/switch-language/contract.ts';
import { escapeMarkdown } from '../../../src/lib/markdown/escape-markdown.ts';
import { toolErrorText } from '../../tools/tool-messages.ts';
import type { OfflineSkill } from './skills/offline-skill.ts';

/** What the user can ask for, one clause per tool. */
const capabilities = (skills: readonly OfflineSkill[], lang: Language) =>
  skills.flatMap((s) => (s.can ? [s.can[lang]] : []));

export function helpReply(skills: readonly OfflineSkill[], lang: Language): string {
  const lines = skills.map((s) => `- ${s.help[lang]}`);
  if (lang === 'zh') {
    return [
      '我现在可以帮你做这些：',
      '',
      ...lines,
      '- **帮助**：“你能做什么”。',
      '',
      '也可以在输入框里输入 `/` 使用命令，或按 ⌘K 打开命令面板。',
    ].join('\n');
  }
  return [
    'Here is what I can do today:',
    '',
    ...lines,
    '- **Help**: “what can you do”.',
    '',
    'You can also type `/` in the composer for commands, or press ⌘K for the command palette.',
  ].join('\n');
}

export function fallbackReply(skills: readonly OfflineSkill[], lang: Language): string {
  const can = capabilities(skills, lang);
  if (can.length === 0) {
    return lang === 'zh'
      ? '这个我现在还做不到。我是内置的离线模型，目前只能介绍我能做什么（“帮助”）。'
      : "I can't do that yet. I am the built-in offline model and can only tell you what I can do (“help”).";
  }
  if (lang === 'zh') {
    return `这个我现在还做不到。我可以${can.join('、')}。配置 AI 服务后可以回答开放问题。`;
  }
  return `I can't do that yet. I can ${can.join(', ')}. Configure an AI provider for open questions.`;
}

/** Greetings and thanks: a friendly word and what the model can do, not "I can't do that". */
const THANKS = /谢谢|多谢|感谢|辛苦了|\b(?:thanks|thank you|thx|ty|cheers)\b/iu;
const BYE = /再见|拜拜|回头见|\b(?:bye|goodbye|see you|good night)\b/iu;

/** A greeting says what the model can do; thanks and goodbyes are answered as such, briefly. */
export function smallTalkReply(skills: readonly OfflineSkill[], lang: Language, text = ''): string {
  if (THANKS.test(text))
    return lang === 'zh'
      ? '不客气！还有什么需要随时告诉我，说“帮助”可以看看我能做什么。'
      : 'You’re welcome! Ask whenever you need anything else; say “help” to see what I can do.';
  if (BYE.test(text))
    return lang === 'zh' ? '再见！需要时随时回来找我。' : 'Goodbye! Come back whenever you need me.';
  const can = capabilities(skills, lang);
  return lang === 'zh'
    ? `你好！我是内置的离线模型，可以${can.join('、')}，或者告诉你我能做什么（“帮助”）。`
    : `Hello! I am the built-in offline model: I can ${can.join(', ')}, or tell you what I can do (“help”).`;
}

/** The tool's error in the answer; it may echo a name the user typed, so it goes in as text, not markdown. */
export function toolErrorReply(error: string, lang: Language): string {
  const text = escapeMarkdown(toolErrorText(error));
  return lang === 'zh' ? `操作没有成功：${text}` : `That did not work: ${text}`;
}
