import { setLanguage } from '@/lib/i18n';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { SwitchLanguageCard } from './card.tsx';
import type { switchLanguageTool } from './contract.ts';

export const switchLanguageUi: ToolUi<
  ToolInput<typeof switchLanguageTool>,
  ToolOutput<typeof switchLanguageTool>
> = {
  Card: SwitchLanguageCard,
  effect(output) {
    void setLanguage(output.language);
  },
};
