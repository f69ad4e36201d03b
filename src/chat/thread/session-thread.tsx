import { SessionRuntime } from '../runtime/session-runtime.tsx';
import { Thread } from './thread.tsx';

/** One session's conversation: its Chat wired into assistant-ui, and the thread that shows it. */
export function SessionThread({ sessionId, compact = false }: { sessionId: string; compact?: boolean }) {
  return (
    <SessionRuntime sessionId={sessionId}>
      <Thread compact={compact} />
    </SessionRuntime>
  );
}
