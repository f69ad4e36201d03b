import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ScreenFrame } from '../common/screen-frame.tsx';
import { TeamAdminGate } from '../common/team-admin-gate.tsx';
import { useTeamAccess } from '../common/use-team-access.ts';
import { AuditLogTable } from './audit-log-table.tsx';
import { MembersTable } from './members-table.tsx';
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
            <MembersTable />
          </TabsContent>
          <TabsContent value="audit">
            <AuditLogTable />
          </TabsContent>
        </Tabs>
      </TeamAdminGate>
    </ScreenFrame>
  );
}
