import { createFileRoute } from '@tanstack/react-router';
import { AssistantWorkspace } from '@/chat/workspace/assistant-workspace';
import { loadSessionThread } from '@/chat/thread/load-session-thread';
import { routeMeta } from '@/lib/router/route-meta';
import { textSearch } from '@/lib/router/search-schema';

/** Spec §2: /writer/knowledge is the same screen as the session workspace. */
const searchSchema = textSearch({ session: 64, artifact: 200 });

export const Route = createFileRoute('/writer/knowledge')({
  staticData: routeMeta('knowledge'),
  validateSearch: searchSchema,
  // The thread's code comes in parallel with the screen's instead of after it.
  loader: () => void loadSessionThread(),
  component: Knowledge,
});

function Knowledge() {
  const { session, artifact } = Route.useSearch();
  return <AssistantWorkspace sessionId={session} artifact={artifact} />;
}
