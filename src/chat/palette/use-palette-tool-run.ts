import { useNavigate } from '@tanstack/react-router';
import type { SlashRun } from '../composer/use-run-slash-command.ts';
import { useCurrentSessionStore } from '../runtime/current-session-store.ts';
import { sendToolRequest } from '../runtime/send-to-session.ts';
import { workspaceHref } from '../runtime/workspace-href.ts';
import { useStartSession } from '../start/use-start-session.ts';

/**
 * ⌘K → a tool's form: the same direct tool request as its slash command, in the current session (or a new one),
 * and the workspace shown so the card can be followed.
 */
export function usePaletteToolRun(): (run: SlashRun) => void {
  const navigate = useNavigate();
  const open = (sessionId: string) => void navigate({ href: workspaceHref(sessionId) });
  const { begin } = useStartSession(open);
  return (run) => {
    const sessionId = useCurrentSessionStore.getState().sessionId;
    if (!sessionId) return begin({ kind: 'tool', run });
    void sendToolRequest(sessionId, { name: run.name, input: run.input }, run.text);
    open(sessionId);
  };
}
