import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { lazyCard } from '../lazy-card.tsx';
import { screenArtifact } from '../open-screen/open-screen-artifact.ts';
import type { ToolUi } from '../tool-ui.ts';
import type { findKoxTool } from './contract.ts';
import { listParamsOfSearch } from './list-params.ts';

const listArtifact = (output: ToolOutput<typeof findKoxTool>, messageId?: string) =>
  screenArtifact('kox-list', messageId, listParamsOfSearch(output.search));

/** The card shows the top rows; the list with the same filters opens in the panel. */
export const findKoxUi: ToolUi<ToolInput<typeof findKoxTool>, ToolOutput<typeof findKoxTool>> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.FindKoxCard)),
  effect(output, { host, messageId }) {
    host.openArtifact(listArtifact(output, messageId));
  },
  artifactOf: (output) => listArtifact(output),
};
