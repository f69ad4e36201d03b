import type { TFunction } from '@/lib/i18n/translator';
import type { ScreenEntry } from '@/lib/screen-catalog';
import { openScreenCommand } from '@/tools/open-screen/command';
import { useCurrentSessionStore } from '../runtime/current-session-store.ts';
import { navigateTo } from '../runtime/navigation.ts';
import { sendToolRequest } from '../runtime/send-to-session.ts';

/**
 * ⌘K → a screen: the same `open_screen` call as the model's and `/open`'s, run in the current session (its
 * card records it and its result navigates). With no session yet there is nothing to record it in, so the
 * palette simply navigates.
 */
export function openScreenFromPalette(screen: ScreenEntry, t: TFunction): void {
  const sessionId = useCurrentSessionStore.getState().sessionId;
  if (!sessionId) {
    navigateTo(screen.path);
    return;
  }
  const input = { screen: screen.id, target: 'page' as const };
  void sendToolRequest(
    sessionId,
    { name: openScreenCommand.toolName, input },
    openScreenCommand.ui.describe(input, t),
  );
}
