import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { SlashCommand } from '@/tools/slash-commands';
import '@/lib/i18n/namespaces/chat';

export interface SlashRun {
  name: string;
  input: unknown;
  /** What the user message says, e.g. `/open KOX list`. */
  text: string;
}

/** Turns a submitted slash-command form into the direct tool request a composer sends. */
export function useSlashRun(): (command: SlashCommand, input: unknown) => SlashRun {
  const { t } = useTranslation(['chat', 'screens']);
  return useCallback(
    (command, input) => ({ name: command.toolName, input, text: command.ui.describe(input, t) }),
    [t],
  );
}
