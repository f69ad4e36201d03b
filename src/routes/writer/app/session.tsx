import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AssistantWorkspace } from '@/chat';
import { routeMeta } from '@/lib/router/route-meta';
import { optionalSearchText } from '@/lib/router/search-schema';

/** `?session=<id>` is the conversation shown; `?artifact=<kind>:<key>` the artifact open beside it. */
const searchSchema = z.object({ session: optionalSearchText(64), artifact: optionalSearchText(200) });

export const Route = createFileRoute('/writer/app/session')({
  staticData: routeMeta('appSession'),
  validateSearch: searchSchema,
  component: SessionRoute,
});

function SessionRoute() {
  const { session, artifact } = Route.useSearch();
  return <AssistantWorkspace sessionId={session} artifact={artifact} />;
}
