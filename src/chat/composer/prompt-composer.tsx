import { forwardRef, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { SlashMenuList, slashComboboxProps } from './slash-menu.tsx';
import { ToolFormPanel } from './tool-form-panel.tsx';
import { useSlashRun, type SlashRun } from './use-run-slash-command.ts';
import { useSlashMenu, type SlashMenu } from './use-slash-menu.ts';
import '@/lib/i18n/namespaces/chat';

interface PromptComposerProps {
  text: string;
  onTextChange(text: string): void;
  onSendText(text: string): void;
  onRunTool(run: SlashRun): void;
  busy?: boolean;
  size?: 'large' | 'normal';
  autoFocus?: boolean;
  /** The caller's own `/` menu of this text, when it opens a tool's form itself (the start page's gallery). */
  menu?: SlashMenu;
}

/**
 * A composer outside a thread (the start page, an empty workspace or dock): the same `/` commands, but sending
 * hands the text or the tool request to the caller, which first creates the session.
 */
export const PromptComposer = forwardRef<HTMLTextAreaElement, PromptComposerProps>(function PromptComposer(
  {
    text,
    onTextChange,
    onSendText,
    onRunTool,
    busy = false,
    size = 'normal',
    autoFocus = false,
    menu: given,
  },
  ref,
) {
  const { t } = useTranslation('chat');
  const own = useSlashMenu(text);
  const menu = given ?? own;
  const toRun = useSlashRun();
  const [composing, setComposing] = useState(false);
  const canSend = text.trim().length > 0 && !busy;
  const send = () => {
    if (canSend) onSendText(text.trim());
  };
  return (
    // The menu and a tool's form sit beside the form, not in it: a form inside a form is not submitted through
    // React in Chromium, and the page reloads instead.
    <div className="relative w-full">
      <SlashMenuList menu={menu} />
      {menu.picked ? (
        <ToolFormPanel
          command={menu.picked}
          placement={size === 'large' ? 'below' : 'above'}
          onCancel={menu.closeForm}
          onSubmit={(input) => {
            const command = menu.picked;
            menu.closeForm();
            if (command) onRunTool(toRun(command, input));
          }}
        />
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <div
          className={cn(
            'flex items-end gap-2 rounded-xl border bg-background shadow-xs focus-within:ring-2 focus-within:ring-ring',
            size === 'large' ? 'p-3' : 'p-2',
          )}
        >
          <textarea
            ref={ref}
            value={text}
            autoFocus={autoFocus}
            rows={size === 'large' ? 3 : 1}
            aria-label={t('composer.label')}
            placeholder={t('composer.placeholder')}
            {...slashComboboxProps(menu)}
            onChange={(e) => onTextChange(e.target.value)}
            onCompositionStart={() => setComposing(true)}
            onCompositionEnd={() => setComposing(false)}
            onKeyDown={(event) => {
              menu.onKeyDown(event);
              if (event.defaultPrevented || composing) return;
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                send();
              }
            }}
            className={cn(
              'min-w-0 flex-1 resize-none bg-transparent px-2 py-1.5 outline-none placeholder:truncate placeholder:text-muted-foreground',
              size === 'large' ? 'text-base' : 'text-sm',
            )}
          />
          <Button type="submit" size="icon-sm" disabled={!canSend} aria-label={t('composer.send')}>
            <ArrowUp aria-hidden />
          </Button>
        </div>
      </form>
    </div>
  );
});
