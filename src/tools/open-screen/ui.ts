import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { OpenScreenCard } from './card.tsx';
import type { openScreenTool } from './contract.ts';
import { openedScreenArtifact } from './open-screen-artifact.ts';

export const openScreenUi: ToolUi<ToolInput<typeof openScreenTool>, ToolOutput<typeof openScreenTool>> = {
  Card: OpenScreenCard,
  effect(output, { host, messageId }) {
    if (output.target === 'artifact') host.openArtifact(openedScreenArtifact(output, messageId));
    else host.openPage(output.path);
  },
  artifactOf: (output) => (output.target === 'artifact' ? openedScreenArtifact(output) : null),
};
