import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { ToolUi } from '../tool-ui.ts';
import type { recommendKoxTool } from './contract.ts';
import { recommendationArtifact } from './recommendation-artifact.ts';

/** The card shows the best rows; the whole ranked list opens in the panel, on the recommendation screen. */
export const recommendKoxUi: ToolUi<
  ToolInput<typeof recommendKoxTool>,
  ToolOutput<typeof recommendKoxTool>
> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.RecommendKoxCard)),
  effect(output, { host, messageId }) {
    host.openArtifact(recommendationArtifact(output.session_id, messageId));
  },
  artifactOf: (output) => recommendationArtifact(output.session_id),
};
