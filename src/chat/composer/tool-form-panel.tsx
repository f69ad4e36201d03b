import { X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { cn } from '@/lib/cn';
import { useFocusReturn } from '@/lib/a11y/use-focus-return';
import type { SlashCommand } from '@/tools/slash-commands';
import { ToolForm } from './tool-form.tsx';
import '@/lib/i18n/namespaces/chat';

interface ToolFormPanelProps {
  command: SlashCommand;
  onSubmit(input: unknown): void;
  onCancel(): void;
  /** Below the composer where there is no room above it (the top of the start page). */
  placement?: 'above' | 'below';
}

/** The input form of the chosen slash command, floating above (or below) the composer; closing it hands focus back. */
export function ToolFormPanel({ command, onSubmit, onCancel, placement = 'above' }: ToolFormPanelProps) {
  const { t } = useTranslation('chat');
  const { icon: Icon, labelKey } = command.ui;
  const focusReturn = useFocusReturn();
  const cancel = () => {
    focusReturn.restore();
    onCancel();
  };
  const submit = (input: unknown) => {
    focusReturn.restore();
    onSubmit(input);
  };
  return (
    <div
      role="group"
      aria-label={t(labelKey)}
      onFocus={focusReturn.onFocus}
      className={cn(
        'absolute right-0 left-0 z-20 overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg',
        placement === 'above' ? 'bottom-full mb-2' : 'top-full mt-2',
      )}
    >
      <div className="flex items-center gap-2 border-b px-3 py-2 text-sm font-medium">
        <Icon aria-hidden className="size-4" />
        <span className="font-mono text-xs text-muted-foreground">/{command.slash}</span>
        <span className="flex-1">{t(labelKey)}</span>
        <button
          type="button"
          aria-label={t('composer.closeForm')}
          onClick={cancel}
          className="inline-flex size-6 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <ToolForm command={command} onSubmit={submit} onCancel={cancel} />
    </div>
  );
}
