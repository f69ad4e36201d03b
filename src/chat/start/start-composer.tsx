import { useEffect, useRef } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppGallery } from '@/screens/apps/app-gallery';
import { PromptComposer } from '../composer/prompt-composer.tsx';
import { useRegisterNavigator } from '../runtime/use-register-navigator.ts';
import { workspaceHref } from '../runtime/workspace-href.ts';
import { useStartSession } from './use-start-session.ts';

/** The start page: a large composer at the centre ("ask, or type / for a command") above the AI apps. */
export function StartComposer() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  useRegisterNavigator(useRouter());
  const input = useRef<HTMLTextAreaElement>(null);
  const { text, setText, begin, busy } = useStartSession((id) => void navigate({ href: workspaceHref(id) }));
  useEffect(() => input.current?.focus(), []);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-10 px-6 py-14">
      <section aria-labelledby="start-title" className="flex flex-col items-center gap-5 text-center">
        <div>
          <h1 id="start-title" className="text-3xl font-semibold tracking-tight">
            {t('start.title')}
          </h1>
          <p className="mt-2 text-muted-foreground">{t('start.subtitle')}</p>
        </div>
        <div className="w-full max-w-2xl text-left">
          <PromptComposer
            ref={input}
            size="large"
            text={text}
            onTextChange={setText}
            busy={busy}
            onSendText={(value) => begin({ kind: 'text', text: value })}
            onRunTool={(run) => begin({ kind: 'tool', run })}
          />
        </div>
      </section>
      <AppGallery
        onTry={(prompt) => {
          setText(prompt);
          input.current?.focus();
        }}
      />
    </div>
  );
}
