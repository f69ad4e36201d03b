import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { textSearch } from '@/lib/router/search-schema';
import { PublicFrame } from '@/components/app-shell/public-frame';
import { ReportShareScreen } from '@/screens/report-share';

/** `?link=<link_id>` and, optionally, `&code=<extraction code>`; open to anyone (spec §2 route guard). */
const searchSchema = textSearch({ link: 64, code: 64 });

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
