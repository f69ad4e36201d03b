import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { routeMeta } from '@/lib/router/route-meta';
import { optionalSearchText } from '@/lib/router/search-schema';
import { PublicFrame } from '@/components/app-shell/public-frame';
import { ReportShareScreen } from '@/screens/report-share';

/** `?link=<link_id>` and, optionally, `&code=<extraction code>`; open to anyone (spec §2 route guard). */
const searchSchema = z.object({
  link: optionalSearchText(64),
  code: optionalSearchText(64),
});

export const Route = createFileRoute('/writer_/reportShare')({
  staticData: routeMeta('reportShare'),
  validateSearch: searchSchema,
  component: ReportShareRoute,
});

function ReportShareRoute() {
  const { link, code } = Route.useSearch();
  return (
    <PublicFrame>
      <ReportShareScreen link={link} code={code} />
    </PublicFrame>
  );
}
