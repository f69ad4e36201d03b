import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { SlashCommand } from '@/tools/slash-commands';
import { ToolForm } from '../composer/tool-form.tsx';
import '@/lib/i18n/namespaces/chat';

interface PaletteToolFormProps {
  command: SlashCommand;
  onSubmit(input: unknown): void;
  onBack(): void;
}

/** A tool's input form inside the palette, in place of the list. */
export function PaletteToolForm({ command, onSubmit, onBack }: PaletteToolFormProps) {
  const { t } = useTranslation('chat');
  const { icon: Icon, labelKey } = command.ui;
  return (
    <div className="flex flex-col">
      <div className="flex items-center gap-2 border-b px-3 py-2 text-sm font-medium">
        <button
          type="button"
          aria-label={t('composer.closeForm')}
          onClick={onBack}
          className="rounded p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
        </button>
        <Icon aria-hidden className="size-4" />
        <span className="font-mono text-xs text-muted-foreground">/{command.slash}</span>
        <span className="flex-1">{t(labelKey)}</span>
      </div>
      <ToolForm command={command} onSubmit={onSubmit} onCancel={onBack} />
    </div>
  );
}
