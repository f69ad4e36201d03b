import type { KoxAccess } from '../shared/use-kox-access.ts';
import { RequirementForm } from './requirement-form.tsx';
import { SessionList } from './session-list.tsx';
import { SessionView } from './session-view.tsx';

interface RecommendWorkspaceProps {
  access: KoxAccess;
  /** The open session; '' shows the requirement form. */
  sessionId: string;
  onSession(sessionId: string): void;
  inPanel: boolean;
}

/** The sessions beside the open one, or beside the form for a new one (stacked on a phone and in the panel). */
export function RecommendWorkspace({ access, sessionId, onSession, inPanel }: RecommendWorkspaceProps) {
  const teamId = access.team?.team_id ?? null;
  return (
    <div
      className={
        inPanel ? 'flex flex-col gap-5' : 'grid grid-cols-1 gap-5 lg:grid-cols-[16rem_minmax(0,1fr)]'
      }
    >
      <SessionList teamId={teamId} current={sessionId} onOpen={onSession} onNew={() => onSession('')} />
      <div className="min-w-0">
        {sessionId ? (
          <SessionView key={sessionId} sessionId={sessionId} access={access} onNew={() => onSession('')} />
        ) : (
          <RequirementForm onStarted={(session) => onSession(session.session_id)} />
        )}
      </div>
    </div>
  );
}
