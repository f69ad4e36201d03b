import { createContext, useContext } from 'react';
import type { ArtifactInput } from '@/artifacts/artifact-types';

/**
 * What a tool's card and effect may do in the place that shows the conversation. The chat implements it per
 * session; tools stay free of the chat and the router.
 */
export interface ToolHost {
  sessionId: string;
  /** Opens (or focuses) an artifact tab of this session and shows the panel when the session is on screen. */
  openArtifact(input: ArtifactInput): void;
  /** Goes to a route of the app, when the session is on screen. */
  openPage(path: string): void;
  /** Runs a tool directly in this session, as a slash command does; `text` is what the user message shows. */
  runTool(request: { name: string; input: unknown }, text: string): void;
}

export const ToolHostContext = createContext<ToolHost | null>(null);

export function useToolHost(): ToolHost {
  const host = useContext(ToolHostContext);
  if (!host) throw new Error('useToolHost must be used inside a ToolHostContext provider.');
  return host;
}
