import type { Ref } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PromptComposer } from '../composer/prompt-composer.tsx';
import { useStartSession } from '../start/use-start-session.ts';
import '@/lib/i18n/namespaces/chat';

/**
 * No session chosen yet: a composer whose first message creates one. It takes the focus only where the
 * conversation is the page (`autoFocus`): beside another screen it would pull the user's typing out of that
 * screen's form as it arrives.
 */
export function NewConversation({
  onStarted,
  compact = false,
  autoFocus = false,
  composerRef,
}: {
  onStarted(sessionId: string): void;
  compact?: boolean;
  autoFocus?: boolean;
  composerRef?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation('chat');
  const { text, setText, begin, busy } = useStartSession(onStarted);
  return (
    <div className="flex h-full flex-col">
      <div className="flex flex-1 flex-col items-center justify-center px-6 text-center">
        <h2 className="text-base font-semibold">{t('welcome.title')}</h2>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">{t('welcome.body')}</p>
      </div>
      <div className={compact ? 'border-t p-3' : 'mx-auto w-full max-w-3xl border-t px-6 py-3'}>
        <PromptComposer
          ref={composerRef}
          text={text}
          onTextChange={setText}
          busy={busy}
          autoFocus={autoFocus}
          onSendText={(value) => begin({ kind: 'text', text: value })}
          onRunTool={(run) => begin({ kind: 'tool', run })}
        />
      </div>
    </div>
  );
}
