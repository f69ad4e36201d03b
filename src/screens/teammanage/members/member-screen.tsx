import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ScreenFrame } from '../common/screen-frame.tsx';
import { TeamAdminGate } from '../common/team-admin-gate.tsx';
import { useTeamAccess } from '../common/use-team-access.ts';

// The table, its menus and dialogs load beside the first list request rather than before the page shows.
const MembersTable = lazy(() => import('./members-table.tsx').then((m) => ({ default: m.MembersTable })));
const AuditLogTable = lazy(() => import('./audit-log-table.tsx').then((m) => ({ default: m.AuditLogTable })));
import '@/lib/i18n/namespaces/teammanage';

/** /writer/teammanage/member: the current team's members and its audit log (team owner and admins). */
export function MemberScreen({ inPanel = false }: { inPanel?: boolean }) {
  const { t } = useTranslation('teammanage');
  const { team } = useTeamAccess();
  return (
    <ScreenFrame
      id="team-members-title"
      title={t('members.title')}
      subtitle={team ? t('members.subtitle', { name: team.name }) : null}
      inPanel={inPanel}
    >
      <TeamAdminGate>
        <Tabs defaultValue="members" className="flex flex-col gap-4">
          <TabsList className="self-start">
            <TabsTrigger value="members">{t('members.tab')}</TabsTrigger>
            <TabsTrigger value="audit">{t('audit.tab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="members" className="flex flex-col gap-3">
            <Suspense fallback={<TableSkeleton label={t('members.loading')} />}>
              <MembersTable />
            </Suspense>
          </TabsContent>
          <TabsContent value="audit">
            <Suspense fallback={<TableSkeleton label={t('members.loading')} />}>
              <AuditLogTable />
            </Suspense>
          </TabsContent>
        </Tabs>
      </TeamAdminGate>
    </ScreenFrame>
  );
}

function TableSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-2 rounded-xl border p-3">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}
