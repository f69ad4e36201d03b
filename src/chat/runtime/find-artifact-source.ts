import type { UIMessage } from 'ai';
import { artifactId } from '@/artifacts/artifact-types';
import { findToolContract } from '@/tools/contracts';
import { toolUi } from '@/tools/tool-ui-registry';
import { toolResultsOf } from './message-tool-parts.ts';

/** The latest message whose tool result shows this artifact, so a tab restored from the address can go back to it. */
export function findArtifactSource(messages: readonly UIMessage[], id: string): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.role !== 'assistant') continue;
    for (const result of toolResultsOf(message)) {
      const output = findToolContract(result.toolName)?.output.safeParse(result.output);
      const artifact = output?.success ? toolUi(result.toolName).artifactOf?.(output.data) : null;
      if (artifact && artifactId(artifact.kind, artifact.key) === id) return message.id;
    }
  }
  return undefined;
}
