import { useEffect, useState } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { PanelLeft, PanelRightClose, PanelRightOpen } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ArtifactPanel } from '@/artifacts/artifact-panel';
import { useSessionArtifacts } from '@/artifacts/artifact-store';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCurrentSessionStore } from '../runtime/current-session-store.ts';
import { useRegisterNavigator } from '../runtime/use-register-navigator.ts';
import { workspaceHref } from '../runtime/workspace-href.ts';
import { SessionList } from '../sessions/session-list.tsx';
import { useHighlightStore } from '../thread/highlight-store.ts';
import { LazySessionThread } from '../thread/lazy-session-thread.tsx';
import { NewConversation } from './new-conversation.tsx';
import { SessionTitle } from './session-title.tsx';
import { useArtifactFromUrl } from './use-artifact-from-url.ts';
import '@/lib/i18n/namespaces/chat';

const NARROW = '(max-width: 1100px)';

interface AssistantWorkspaceProps {
  sessionId?: string;
  artifact?: string;
}

/**
 * The assistant workspace: sessions | streamed thread | artifact panel. Below ~1100px the session list and the
 * panel become overlays opened from the thread's header.
 */
export function AssistantWorkspace({ sessionId, artifact }: AssistantWorkspaceProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  useRegisterNavigator(useRouter());
  const stored = useCurrentSessionStore((s) => s.sessionId);
  const [sessionsOpen, setSessionsOpen] = useState(false);
  // The panel is hidden for one artifact: opening another shows it again.
  const [hiddenFor, setHiddenFor] = useState<string | null>(null);
  const { tabs, activeId } = useSessionArtifacts(sessionId);
  const go = (id: string | undefined, replace = false) => void navigate({ href: workspaceHref(id), replace });

  useEffect(() => {
    if (sessionId) useCurrentSessionStore.getState().setSessionId(sessionId);
    else if (stored) void navigate({ href: workspaceHref(stored), replace: true });
  }, [sessionId, stored, navigate]);
  useArtifactFromUrl(sessionId, artifact);
  const showPanel = Boolean(sessionId && activeId && hiddenFor !== activeId);
  return (
    <div className="relative flex h-full min-h-0">
      <aside
        aria-label={t('sessions.sidebar')}
        className={cn(
          'w-64 shrink-0 border-r bg-sidebar',
          'max-[1100px]:absolute max-[1100px]:inset-y-0 max-[1100px]:left-0 max-[1100px]:z-20 max-[1100px]:shadow-lg',
          !sessionsOpen && 'max-[1100px]:hidden',
        )}
      >
        <SessionList
          activeSessionId={sessionId}
          onSelect={(id) => {
            setSessionsOpen(false);
            go(id);
          }}
          onActiveDeleted={() => go(undefined, true)}
        />
      </aside>
      <section aria-label={t('thread.label')} className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-12 shrink-0 items-center gap-2 border-b px-3">
          <Button
            variant="ghost"
            size="icon-sm"
            className="min-[1101px]:hidden"
            aria-label={t('sessions.toggle')}
            aria-expanded={sessionsOpen}
            onClick={() => setSessionsOpen((open) => !open)}
          >
            <PanelLeft aria-hidden />
          </Button>
          <h1 className="min-w-0 flex-1 truncate text-sm font-medium">
            <SessionTitle sessionId={sessionId} />
          </h1>
          {sessionId && tabs.length > 0 ? (
            <Button variant="ghost" size="sm" onClick={() => setHiddenFor(showPanel ? activeId : null)}>
              {showPanel ? <PanelRightClose aria-hidden /> : <PanelRightOpen aria-hidden />}
              {showPanel ? t('artifact.hide') : t('artifact.show', { count: tabs.length })}
            </Button>
          ) : null}
        </header>
        <div className="min-h-0 flex-1">
          {sessionId ? (
            <LazySessionThread key={sessionId} sessionId={sessionId} />
          ) : (
            <NewConversation autoFocus onStarted={(id) => go(id)} />
          )}
        </div>
      </section>
      {showPanel && sessionId ? (
        <aside
          aria-label={t('artifact.side')}
          className="w-[44%] max-w-[760px] min-w-[360px] shrink-0 border-l max-[1100px]:absolute max-[1100px]:inset-y-0 max-[1100px]:right-0 max-[1100px]:z-10 max-[1100px]:w-full max-[1100px]:max-w-none max-[1100px]:min-w-0 max-[1100px]:shadow-lg"
        >
          <ArtifactPanel
            sessionId={sessionId}
            onGoToMessage={(id) => {
              // Where the panel covers the thread, step aside so the message can be seen.
              if (window.matchMedia?.(NARROW).matches) setHiddenFor(activeId);
              useHighlightStore.getState().highlight(id);
            }}
          />
        </aside>
      ) : null}
    </div>
  );
}
