import { SquareArrowOutUpRight } from 'lucide-react';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { OpenScreenCard } from './card.tsx';
import { openScreenTool } from './contract.ts';
import { OpenScreenForm } from './form.tsx';
import { screenArtifact } from './open-screen-artifact.ts';

export const openScreenUi: ToolUi<ToolInput<typeof openScreenTool>, ToolOutput<typeof openScreenTool>> = {
  icon: SquareArrowOutUpRight,
  labelKey: 'tools.openScreen.label',
  Card: OpenScreenCard,
  Form: OpenScreenForm,
  effect(output, { host, messageId }) {
    if (output.target === 'artifact') host.openArtifact(screenArtifact(output.screen, messageId));
    else host.openPage(output.path);
  },
  artifactOf: (output) => (output.target === 'artifact' ? screenArtifact(output.screen) : null),
  describe: (input, t) =>
    `/${openScreenTool.slash} ${t(`screens:title.${input.screen}`)}${input.target === 'page' ? ` (${t('chat:tools.openScreen.asPageShort')})` : ''}`,
};
