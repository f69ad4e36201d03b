import { useArtifactStore } from '@/artifacts/artifact-store';
import type { ToolHost } from '@/tools/tool-host';
import { isCurrentSession } from './current-session-store.ts';
import { sendToolRequest } from './send-to-session.ts';
import { currentPathname, navigateTo } from './navigation.ts';
import { WORKSPACE_PATH, workspaceHref } from './workspace-href.ts';

/**
 * The tool host of a session. Artifacts always join the session's tabs; the workspace is shown (from the dock
 * too) and pages are opened only while this session is the one on screen, so a stream finishing in the
 * background never pulls the user away.
 */
export function createToolHost(sessionId: string): ToolHost {
  return {
    sessionId,
    openArtifact(input) {
      const id = useArtifactStore.getState().open(sessionId, input);
      if (!isCurrentSession(sessionId)) return;
      navigateTo(workspaceHref(sessionId, id), { replace: currentPathname() === WORKSPACE_PATH });
    },
    openPage(path) {
      if (isCurrentSession(sessionId)) navigateTo(path);
    },
    runTool(request, text) {
      void sendToolRequest(sessionId, request, text);
    },
  };
}
