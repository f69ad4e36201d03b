import { Suspense } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ExternalLink, MessageSquareText, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { artifactKind } from './artifact-registry.ts';
import { useArtifactStore, useSessionArtifacts } from './artifact-store.ts';
import type { Artifact } from './artifact-types.ts';

interface ArtifactPanelProps {
  sessionId: string;
  /** Scrolls the thread to the message that opened the artifact and highlights it. */
  onGoToMessage(messageId: string): void;
}

function ArtifactTab({
  artifact,
  active,
  sessionId,
}: {
  artifact: Artifact;
  active: boolean;
  sessionId: string;
}) {
  const { t } = useTranslation('chat');
  const { activate, close } = useArtifactStore.getState();
  // A tab's kind never changes (its id starts with the kind), so the hook order is stable.
  const title = artifactKind(artifact.kind).useTitle(artifact.props);
  return (
    <div
      className={cn(
        'group flex max-w-48 shrink-0 items-center rounded-md border text-sm',
        active
          ? 'border-border bg-background shadow-xs'
          : 'border-transparent text-muted-foreground hover:bg-muted',
      )}
    >
      <button
        type="button"
        role="tab"
        aria-selected={active}
        onClick={() => activate(sessionId, artifact.id)}
        className="min-w-0 truncate py-1 pr-1 pl-2.5 text-left"
      >
        {title}
      </button>
      <button
        type="button"
        aria-label={t('artifact.close', { title })}
        onClick={() => close(sessionId, artifact.id)}
        className="mr-1 rounded p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </div>
  );
}

/** The side panel of the workspace: one tab per artifact of the session, the active one rendered in full. */
export function ArtifactPanel({ sessionId, onGoToMessage }: ArtifactPanelProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const { tabs, activeId } = useSessionArtifacts(sessionId);
  const active = tabs.find((tab) => tab.id === activeId);
  if (!active) return null;
  const kind = artifactKind(active.kind);
  const sourceMessageId = active.sourceMessageId;
  return (
    <section aria-label={t('artifact.panel')} className="flex h-full min-w-0 flex-col bg-sidebar">
      <div
        role="tablist"
        aria-label={t('artifact.tabs')}
        className="flex items-center gap-1 overflow-x-auto border-b px-2 py-1.5"
      >
        {tabs.map((tab) => (
          <ArtifactTab key={tab.id} artifact={tab} active={tab.id === active.id} sessionId={sessionId} />
        ))}
      </div>
      <div className="flex items-center justify-end gap-1 border-b px-2 py-1">
        {sourceMessageId ? (
          <Button variant="ghost" size="sm" onClick={() => onGoToMessage(sourceMessageId)}>
            <MessageSquareText aria-hidden />
            {t('artifact.goToMessage')}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => void navigate({ href: kind.toPath(active.props) })}>
          <ExternalLink aria-hidden />
          {t('artifact.openAsPage')}
        </Button>
      </div>
      <div role="tabpanel" className="min-h-0 flex-1 overflow-auto bg-background">
        <Suspense fallback={<Skeleton className="m-6 h-40" />}>
          <kind.Screen props={active.props} sessionId={sessionId} />
        </Suspense>
      </div>
    </section>
  );
}
