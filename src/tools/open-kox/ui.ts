import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { lazyCard } from '../lazy-card.tsx';
import { screenArtifact } from '../open-screen/open-screen-artifact.ts';
import type { ToolUi } from '../tool-ui.ts';
import type { openKoxTool } from './contract.ts';

const detailArtifact = (output: ToolOutput<typeof openKoxTool>, messageId?: string) =>
  screenArtifact('kox-detail', messageId, { id: output.creator_id });

/** The creator's detail opens in the panel; the card names who was found. */
export const openKoxUi: ToolUi<ToolInput<typeof openKoxTool>, ToolOutput<typeof openKoxTool>> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.OpenKoxCard)),
  effect(output, { host, messageId }) {
    host.openArtifact(detailArtifact(output, messageId));
  },
  artifactOf: (output) => detailArtifact(output),
};
