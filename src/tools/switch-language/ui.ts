import { Languages } from 'lucide-react';
import { setLanguage } from '@/lib/i18n';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { SwitchLanguageCard } from './card.tsx';
import { switchLanguageTool } from './contract.ts';
import { SwitchLanguageForm } from './form.tsx';

export const switchLanguageUi: ToolUi<
  ToolInput<typeof switchLanguageTool>,
  ToolOutput<typeof switchLanguageTool>
> = {
  icon: Languages,
  labelKey: 'tools.switchLanguage.label',
  Card: SwitchLanguageCard,
  Form: SwitchLanguageForm,
  effect(output) {
    void setLanguage(output.language);
  },
  describe: (input, t) =>
    `/${switchLanguageTool.slash} ${t(`chat:tools.switchLanguage.names.${input.language}`)}`,
};
