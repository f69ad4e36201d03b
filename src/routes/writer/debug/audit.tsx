import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { AuditLogScreen } from '@/screens/backstage/audit/audit-log-screen';

export const Route = createFileRoute('/writer/debug/audit')({
  staticData: routeMeta('debugAudit'),
  component: () => <AuditLogScreen />,
});
