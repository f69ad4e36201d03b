import { createFileRoute } from '@tanstack/react-router';
import { AssistantWorkspace } from '@/chat/workspace/assistant-workspace';
import { loadSessionThread } from '@/chat/thread/load-session-thread';
import { routeMeta } from '@/lib/router/route-meta';
import { textSearch } from '@/lib/router/search-schema';

/** `?session=<id>` is the conversation shown; `?artifact=<kind>:<key>` the artifact open beside it. */
const searchSchema = textSearch({ session: 64, artifact: 200 });

export const Route = createFileRoute('/writer/app/session')({
  staticData: routeMeta('appSession'),
  validateSearch: searchSchema,
  // The thread's code comes in parallel with the screen's instead of after it.
  loader: () => void loadSessionThread(),
  component: SessionRoute,
});

function SessionRoute() {
  const { session, artifact } = Route.useSearch();
  return <AssistantWorkspace sessionId={session} artifact={artifact} />;
}
