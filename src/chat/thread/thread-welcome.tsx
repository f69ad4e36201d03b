import { useAui } from '@assistant-ui/react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import '@/lib/i18n/namespaces/chat';

const SUGGESTIONS = [
  'welcome.suggestions.openKox',
  'welcome.suggestions.help',
  'welcome.suggestions.language',
] as const;

/** An empty session: what to ask, with a few suggestions that fill the composer. */
export function ThreadWelcome({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('chat');
  const aui = useAui();
  return (
    <div
      className={
        compact ? 'px-2 py-6 text-center' : 'mx-auto flex max-w-md flex-col items-center py-16 text-center'
      }
    >
      <div className="mx-auto mb-3 flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <Sparkles aria-hidden className="size-5" />
      </div>
      <h2 className="text-base font-semibold">{t('welcome.title')}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('welcome.body')}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {SUGGESTIONS.map((key) => (
          <button
            key={key}
            type="button"
            onClick={() => aui.composer().setText(t(key))}
            className="rounded-full border px-3 py-1 text-xs text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            {t(key)}
          </button>
        ))}
      </div>
    </div>
  );
}
