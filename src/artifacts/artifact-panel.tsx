import { Suspense, type KeyboardEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ExternalLink, MessageSquareText, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { HeadingLevelProvider } from '@/components/heading-level';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { focusStart, pageHeading } from '@/lib/a11y/page-heading-focus';
import { cn } from '@/lib/cn';
import { artifactKind } from './artifact-registry.ts';
import { useArtifactStore, useSessionArtifacts } from './artifact-store.ts';
import type { Artifact } from './artifact-types.ts';
import '@/lib/i18n/namespaces/chat';

interface ArtifactPanelProps {
  sessionId: string;
  /** Scrolls the thread to the message that opened the artifact and highlights it. */
  onGoToMessage(messageId: string): void;
}

const tabId = (artifactId: string) => `artifact-tab-${artifactId}`;
const PANEL_ID = 'artifact-tabpanel';

/**
 * Closes a tab and puts focus on the tab selected after it, or on the page's heading when none is left, instead
 * of losing it with the removed button.
 */
function closeTab(sessionId: string, artifactId: string) {
  useArtifactStore.getState().close(sessionId, artifactId);
  setTimeout(() => {
    const selected = document.querySelector<HTMLElement>('[role=tab][aria-selected=true]');
    if (selected) selected.focus();
    else {
      const heading = pageHeading();
      if (heading) focusStart(heading);
    }
  });
}

/** Left and right move between tabs (and open them), Home and End jump, Delete closes the focused one. */
function onTabKeyDown(
  event: KeyboardEvent<HTMLButtonElement>,
  tabs: Artifact[],
  index: number,
  sessionId: string,
) {
  const { activate } = useArtifactStore.getState();
  const moveTo = (next: number) => {
    const target = tabs[(next + tabs.length) % tabs.length];
    if (!target) return;
    activate(sessionId, target.id);
    document.getElementById(tabId(target.id))?.focus();
  };
  if (event.key === 'ArrowRight') moveTo(index + 1);
  else if (event.key === 'ArrowLeft') moveTo(index - 1);
  else if (event.key === 'Home') moveTo(0);
  else if (event.key === 'End') moveTo(tabs.length - 1);
  else if (event.key === 'Delete') closeTab(sessionId, tabs[index]!.id);
  else return;
  event.preventDefault();
}

function ArtifactTab({
  artifact,
  tabs,
  index,
  active,
  sessionId,
}: {
  artifact: Artifact;
  tabs: Artifact[];
  index: number;
  active: boolean;
  sessionId: string;
}) {
  // A tab's kind never changes (its id starts with the kind), so the hook order is stable.
  const title = artifactKind(artifact.kind).useTitle(artifact.props);
  return (
    <button
      type="button"
      role="tab"
      id={tabId(artifact.id)}
      aria-selected={active}
      aria-controls={PANEL_ID}
      aria-keyshortcuts="Delete"
      tabIndex={active ? 0 : -1}
      onClick={() => useArtifactStore.getState().activate(sessionId, artifact.id)}
      onKeyDown={(event) => onTabKeyDown(event, tabs, index, sessionId)}
      style={{ gridColumn: 2 * index + 1 }}
      className={cn(
        'row-start-1 max-w-48 min-w-0 truncate rounded-l-md border border-r-0 py-1 pr-1 pl-2.5 text-left text-sm',
        active
          ? 'border-border bg-background shadow-xs'
          : 'border-transparent text-muted-foreground hover:bg-muted',
      )}
    >
      {title}
    </button>
  );
}

/** The close button beside a tab: outside the tab list, which holds only tabs. */
function CloseTabButton({
  artifact,
  index,
  active,
  sessionId,
}: {
  artifact: Artifact;
  index: number;
  active: boolean;
  sessionId: string;
}) {
  const { t } = useTranslation('chat');
  const title = artifactKind(artifact.kind).useTitle(artifact.props);
  return (
    <button
      type="button"
      aria-label={t('artifact.close', { title })}
      onClick={() => closeTab(sessionId, artifact.id)}
      style={{ gridColumn: 2 * index + 2 }}
      className={cn(
        'pointer-events-auto row-start-1 mr-1 inline-flex size-7 items-center justify-center rounded-r-md border border-l-0 text-muted-foreground hover:bg-muted hover:text-foreground',
        active ? 'border-border bg-background shadow-xs' : 'border-transparent',
      )}
    >
      <X aria-hidden className="size-3.5" />
    </button>
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
      {/* Tabs and their close buttons share one grid row through subgrids, so the tab list holds only tabs. */}
      <div
        className="grid items-center overflow-x-auto border-b px-2 py-1.5"
        style={{ gridTemplateColumns: `repeat(${tabs.length}, auto auto) 1fr` }}
      >
        <div
          role="tablist"
          aria-label={t('artifact.tabs')}
          className="col-span-full row-start-1 grid grid-cols-subgrid"
        >
          {tabs.map((tab, index) => (
            <ArtifactTab
              key={tab.id}
              artifact={tab}
              tabs={tabs}
              index={index}
              active={tab.id === active.id}
              sessionId={sessionId}
            />
          ))}
        </div>
        <div className="pointer-events-none col-span-full row-start-1 grid grid-cols-subgrid">
          {tabs.map((tab, index) => (
            <CloseTabButton
              key={tab.id}
              artifact={tab}
              index={index}
              active={tab.id === active.id}
              sessionId={sessionId}
            />
          ))}
        </div>
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
      <div
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={tabId(active.id)}
        className="min-h-0 flex-1 overflow-auto bg-background"
      >
        <Suspense fallback={<Skeleton className="m-6 h-40" />}>
          {/* Screens here show their title as h2 under the workspace's h1, so their parts sit at h3. */}
          <HeadingLevelProvider level={3}>
            <kind.Screen props={active.props} sessionId={sessionId} />
          </HeadingLevelProvider>
        </Suspense>
      </div>
    </section>
  );
}
