import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PromptComposer } from '../composer/prompt-composer.tsx';
import { useSlashMenu } from '../composer/use-slash-menu.ts';
import { useRegisterNavigator } from '../runtime/use-register-navigator.ts';
import { workspaceHref } from '../runtime/workspace-href.ts';
import { AppGallery } from './app-gallery.tsx';
import { buildGallery, type GalleryItem } from './gallery.ts';
import { useAbilitiesText } from './use-abilities-text.ts';
import { useStartSession } from './use-start-session.ts';
import '@/lib/i18n/namespaces/chat';

/** The start page: a large composer at the centre ("ask, or type / for a command") above the AI apps. */
export function StartComposer() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  useRegisterNavigator(useRouter());
  const input = useRef<HTMLTextAreaElement>(null);
  const { text, setText, begin, busy } = useStartSession((id) => void navigate({ href: workspaceHref(id) }));
  const menu = useSlashMenu(text);
  const gallery = useMemo(() => buildGallery(), []);
  const abilities = useAbilitiesText(
    gallery.available.flatMap((item) => (item.kind === 'tool' ? [item.command] : [])),
  );
  useEffect(() => input.current?.focus(), []);
  const choose = (item: GalleryItem) => {
    if (item.kind === 'screen') void navigate({ to: item.screen.path });
    else if (item.kind === 'view') void navigate({ to: item.screen.path, search: item.view.search });
    else {
      menu.pick(item.command);
      input.current?.scrollIntoView({ block: 'start' });
    }
  };
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <section aria-labelledby="start-title" className="flex flex-col items-center gap-5 text-center">
        <div>
          <h1 id="start-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {t('start.title')}
          </h1>
          <p className="mt-2 text-muted-foreground">{t('start.subtitle', { abilities })}</p>
        </div>
        <div className="w-full max-w-2xl text-left">
          <PromptComposer
            ref={input}
            size="large"
            text={text}
            onTextChange={setText}
            menu={menu}
            busy={busy}
            onSendText={(value) => begin({ kind: 'text', text: value })}
            onRunTool={(run) => begin({ kind: 'tool', run })}
          />
        </div>
      </section>
      <AppGallery gallery={gallery} onChoose={choose} />
    </div>
  );
}
