import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AssistantWorkspace } from '@/chat';
import { routeMeta } from '@/lib/router/route-meta';
import { optionalSearchText } from '@/lib/router/search-schema';

/** Spec §2: /writer/knowledge is the same screen as the session workspace. */
const searchSchema = z.object({ session: optionalSearchText(64), artifact: optionalSearchText(200) });

export const Route = createFileRoute('/writer/knowledge')({
  staticData: routeMeta('knowledge'),
  validateSearch: searchSchema,
  component: Knowledge,
});

function Knowledge() {
  const { session, artifact } = Route.useSearch();
  return <AssistantWorkspace sessionId={session} artifact={artifact} />;
}
