import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { KoxFrame } from '../shared/kox-frame.tsx';
import type { KoxAccess } from '../shared/use-kox-access.ts';
import { projectDetailQuery } from '../project/project-queries.ts';
import { DraftProgress } from './draft-progress.tsx';
import { FollowUpNow } from './follow-up-now.tsx';
import { ProjectPicker } from './project-picker.tsx';
import { SenderBar } from './sender-bar.tsx';
import { WriteInvitations } from './write-invitations.tsx';
import '@/lib/i18n/namespaces/koxOutreachUi';

// The table (the shared data table) and the board load after the header and the sender, each when its tab opens.
const EmailTable = lazy(() => import('./email-table.tsx').then((m) => ({ default: m.EmailTable })));
const AttachToDrafts = lazy(() =>
  import('./attach-to-drafts.tsx').then((m) => ({ default: m.AttachToDrafts })),
);
const ProgressBoard = lazy(() => import('./progress-board.tsx').then((m) => ({ default: m.ProgressBoard })));

interface KoxOutreachScreenProps {
  projectId: string;
  onProject(projectId: string): void;
  inPanel?: boolean;
}

/** E-mail invitations of a KOX project: the sender, writing drafts, the e-mails, and progress by label. */
export function KoxOutreachScreen({ projectId, onProject, inPanel = false }: KoxOutreachScreenProps) {
  const { t } = useTranslation('koxOutreachUi');
  return (
    <KoxFrame screenId="kox-outreach" subtitle={t('subtitle')} inPanel={inPanel}>
      {(access) =>
        projectId ? (
          <Outreach projectId={projectId} access={access} inPanel={inPanel} />
        ) : (
          <ProjectPicker teamId={access.team?.team_id ?? null} inPanel={inPanel} onPick={onProject} />
        )
      }
    </KoxFrame>
  );
}

function Outreach({
  projectId,
  access,
  inPanel,
}: {
  projectId: string;
  access: KoxAccess;
  inPanel: boolean;
}) {
  const { t } = useTranslation('koxOutreachUi');
  const teamId = access.team?.team_id ?? null;
  const project = useQuery(projectDetailQuery(teamId, { project_id: projectId, page: 1, page_size: 1 }));
  const [draftBatch, setDraftBatch] = useState<string | null>(null);
  if (project.isError && isApiError(project.error) && project.error.code === ErrorCode.NOT_FOUND)
    return (
      <p
        role="status"
        className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground"
      >
        {t('notFound')}
      </p>
    );
  if (project.isError && !project.data)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
        <p className="text-sm text-destructive">{t('failed')}</p>
        <Button variant="outline" onClick={() => void project.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  if (!project.data) return <Skeleton role="status" aria-label={t('loading')} className="h-24 w-full" />;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-2">
        {inPanel ? null : (
          <Link
            to="/writer/kox/project"
            search={{ project: projectId }}
            className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t('backToProject')}
          </Link>
        )}
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 text-lg font-semibold break-words">{project.data.project.name}</h2>
          {access.write ? (
            <div className="flex flex-wrap items-start gap-2">
              <Suspense fallback={null}>
                <AttachToDrafts projectId={projectId} />
              </Suspense>
              <FollowUpNow teamId={teamId} projectId={projectId} />
              <WriteInvitations projectId={projectId} onBatch={setDraftBatch} />
            </div>
          ) : null}
        </div>
      </div>
      <SenderBar inPanel={inPanel} />
      {draftBatch ? (
        <DraftProgress teamId={teamId} batchId={draftBatch} onDismiss={() => setDraftBatch(null)} />
      ) : null}
      <Tabs defaultValue="emails">
        <TabsList>
          <TabsTrigger value="emails">{t('tabs.emails')}</TabsTrigger>
          <TabsTrigger value="progress">{t('tabs.progress')}</TabsTrigger>
        </TabsList>
        <TabsContent value="emails">
          <Suspense fallback={<Skeleton role="status" aria-label={t('loading')} className="h-64 w-full" />}>
            <EmailTable teamId={teamId} projectId={projectId} canEdit={access.write} />
          </Suspense>
        </TabsContent>
        <TabsContent value="progress">
          <Suspense fallback={<Skeleton role="status" aria-label={t('loading')} className="h-48 w-full" />}>
            <ProgressBoard teamId={teamId} projectId={projectId} canEdit={access.write} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
