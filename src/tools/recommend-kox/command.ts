import { Sparkles } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { recommendKoxTool } from './contract.ts';
import { creatorBoundWords } from '../creator-bound-words.ts';
import '@/lib/i18n/namespaces/chat';

export const recommendKoxCommand: SlashCommand<ToolInput<typeof recommendKoxTool>> = {
  toolName: 'recommend_kox',
  slash: 'recommend',
  ui: {
    icon: Sparkles,
    labelKey: 'tools.recommendKox.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.RecommendKoxForm)),
    describe: (input, t) =>
      [
        '/recommend',
        input.count,
        input.similar_to && t('chat:tools.recommendKox.like', { name: input.similar_to }),
        ...creatorBoundWords(input, t),
        input.brief,
      ]
        .filter(Boolean)
        .join(' '),
  },
};
