import { Users } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { findKoxTool } from './contract.ts';
import { creatorBoundWords } from '../creator-bound-words.ts';

export const findKoxCommand: SlashCommand<ToolInput<typeof findKoxTool>> = {
  toolName: 'find_kox',
  slash: 'kox',
  ui: {
    icon: Users,
    labelKey: 'tools.findKox.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.FindKoxForm)),
    // `/kox trail tiktok 200k-500k ≥3% 平均播放≥50000 · 按互动率从高到低`: the words and bounds as typed, the order in
    // words (the form loaded the kox words before it submitted).
    describe: (input, t) =>
      [
        '/kox',
        input.topics,
        input.platform?.join(', '),
        input.followers,
        ...creatorBoundWords(input, t),
        input.tag ? t('kox:tool.taggedWith', { tag: input.tag }) : undefined,
        input.sort ? `· ${t(`kox:tool.rankedBy.${input.sort}`)}` : undefined,
      ]
        .filter(Boolean)
        .join(' '),
  },
};
