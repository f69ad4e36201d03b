import { Suspense } from 'react';
import { LoaderCircleIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { SlashCommand } from '@/tools/slash-commands';
import '@/lib/i18n/namespaces/chat';

/** A command's input form, which loads when the command is first picked; a spinner says so meanwhile. */
export function ToolForm({
  command,
  onSubmit,
  onCancel,
}: {
  command: SlashCommand;
  onSubmit(input: unknown): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('chat');
  const { Form } = command.ui;
  return (
    <Suspense
      fallback={
        <div role="status" className="flex items-center gap-2 px-3 py-4 text-sm text-muted-foreground">
          <LoaderCircleIcon aria-hidden className="size-4 animate-spin" />
          {t('composer.formLoading')}
        </div>
      }
    >
      <Form onSubmit={onSubmit} onCancel={onCancel} />
    </Suspense>
  );
}
