import { useEffect, useRef, useState } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Maximize2, SquarePen } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { useCurrentSessionStore } from '../runtime/current-session-store.ts';
import { useRegisterNavigator } from '../runtime/use-register-navigator.ts';
import { workspaceHref } from '../runtime/workspace-href.ts';
import { LazySessionThread } from '../thread/lazy-session-thread.tsx';
import { NewConversation } from '../workspace/new-conversation.tsx';
import { SessionTitle } from '../workspace/session-title.tsx';
import '@/lib/i18n/namespaces/chat';

/**
 * The assistant beside any other screen: the current session's thread, the same conversation as in the
 * workspace. Artifacts opened here take the user to the workspace, where the panel has room. Its composer
 * takes the focus only when asked ("New chat"), never as it loads beside a screen the user is typing in.
 */
export function AssistantDock() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  useRegisterNavigator(useRouter());
  const sessionId = useCurrentSessionStore((s) => s.sessionId);
  const composer = useRef<HTMLTextAreaElement>(null);
  const [newChatAsked, setNewChatAsked] = useState(0);
  useEffect(() => {
    if (newChatAsked) composer.current?.focus();
  }, [newChatAsked]);
  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex h-12 shrink-0 items-center gap-1 border-b pr-2 pl-6 max-md:pl-12">
        <SessionTitle
          sessionId={sessionId ?? undefined}
          className="min-w-0 flex-1 truncate text-sm font-medium"
        />
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('dock.newChat')}
          title={t('dock.newChat')}
          onClick={() => {
            useCurrentSessionStore.getState().setSessionId(null);
            setNewChatAsked((n) => n + 1);
          }}
        >
          <SquarePen aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('dock.openWorkspace')}
          title={t('dock.openWorkspace')}
          onClick={() => void navigate({ href: workspaceHref(sessionId ?? undefined) })}
        >
          <Maximize2 aria-hidden />
        </Button>
      </header>
      <div className="min-h-0 flex-1">
        {sessionId ? (
          <LazySessionThread key={sessionId} sessionId={sessionId} compact />
        ) : (
          <NewConversation compact composerRef={composer} onStarted={() => undefined} />
        )}
      </div>
    </div>
  );
}
