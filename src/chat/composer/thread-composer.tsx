import { ComposerPrimitive, useAui, useAuiState } from '@assistant-ui/react';
import { ArrowUp, Square } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { useSessionChatState } from '../runtime/session-context.ts';
import { sendToolRequest } from '../runtime/send-to-session.ts';
import { stopSessionChat } from '../runtime/stop-session-chat.ts';
import { SlashMenuList, slashComboboxProps } from './slash-menu.tsx';
import { ToolFormPanel } from './tool-form-panel.tsx';
import { useSlashRun } from './use-run-slash-command.ts';
import { useSlashMenu } from './use-slash-menu.ts';
import '@/lib/i18n/namespaces/chat';

/** The thread's composer: Enter sends, `/` opens the command menu, the stop button ends a running answer. */
export function ThreadComposer() {
  const { t } = useTranslation('chat');
  const aui = useAui();
  const { sessionId } = useSessionChatState();
  const text = useAuiState((s) => s.composer.text);
  const running = useAuiState((s) => s.thread.isRunning);
  const menu = useSlashMenu(text);
  const toRun = useSlashRun();

  const runCommand = (input: unknown) => {
    if (!menu.picked) return;
    const run = toRun(menu.picked, input);
    menu.closeForm();
    aui.composer().setText('');
    void sendToolRequest(sessionId, { name: run.name, input: run.input }, run.text);
  };

  return (
    // The menu and a tool's form sit beside the composer's form, not in it: a form inside a form is not submitted
    // through React in Chromium, and the page reloads instead.
    <div className="relative mx-auto w-full max-w-3xl">
      <SlashMenuList menu={menu} />
      {menu.picked ? (
        <ToolFormPanel command={menu.picked} onSubmit={runCommand} onCancel={menu.closeForm} />
      ) : null}
      <ComposerPrimitive.Root>
        <div className="flex items-end gap-2 rounded-xl border bg-background p-2 shadow-xs focus-within:ring-2 focus-within:ring-ring">
          <ComposerPrimitive.Input
            aria-label={t('composer.label')}
            placeholder={t('composer.placeholder')}
            rows={1}
            maxRows={8}
            {...slashComboboxProps(menu)}
            onKeyDown={menu.onKeyDown}
            className="max-h-48 min-h-9 flex-1 resize-none bg-transparent px-2 py-1.5 text-sm outline-none placeholder:truncate placeholder:text-muted-foreground"
          />
          {running ? (
            <Button
              type="button"
              size="icon-sm"
              variant="secondary"
              aria-label={t('composer.stop')}
              onClick={() => void stopSessionChat(sessionId)}
            >
              <Square aria-hidden className="fill-current" />
            </Button>
          ) : (
            <ComposerPrimitive.Send asChild>
              <Button type="submit" size="icon-sm" aria-label={t('composer.send')}>
                <ArrowUp aria-hidden />
              </Button>
            </ComposerPrimitive.Send>
          )}
        </div>
      </ComposerPrimitive.Root>
    </div>
  );
}
