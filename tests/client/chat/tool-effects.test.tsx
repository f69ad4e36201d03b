import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AssistantDock } from '@/chat/dock/lazy-assistant-dock';
import { useCurrentSessionStore } from '@/chat/runtime/current-session-store';
import { currentPathname } from '@/chat/runtime/navigation';
import { sendToolRequest } from '@/chat/runtime/send-to-session';
import { getSessionChat } from '@/chat/runtime/session-chats';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { i18n } from '@/lib/i18n';
import { server } from '../msw/server.ts';
import {
  chatHandler,
  historyHandler,
  renderInApp,
  signInForTest,
  toolAnswer,
  uiStream,
} from './chat-kit.tsx';

const kox = { screen: 'kox-list', target: 'artifact', path: '/writer/kox/list' };

describe('tool results that arrive live', () => {
  it('open_screen from the dock opens the artifact and takes the user to the workspace, once', async () => {
    signInForTest();
    const requests: unknown[] = [];
    server.use(
      historyHandler({ 'fx-1': [] }),
      chatHandler((body) => {
        requests.push(body);
        return uiStreamOf('fx-a1');
      }),
    );
    useCurrentSessionStore.getState().setSessionId('fx-1');
    const { router } = await renderInApp(<AssistantDock />, '/writer/kox/list');
    // The dock's code arrives after its skeleton; mounted, it hands the router to the tool effects (in an
    // effect, which can run after its first paint on a loaded machine).
    await screen.findByRole('button', { name: '新对话' });
    await waitFor(() => expect(currentPathname()).toBe('/writer/kox/list'));

    await sendToolRequest(
      'fx-1',
      { name: 'open_screen', input: { screen: 'kox-list', target: 'artifact' } },
      '/open 达人列表',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/writer/app/session'));
    expect(router.state.location.search).toEqual({ session: 'fx-1', artifact: 'screen:kox-list' });
    expect(requests[0]).toMatchObject({
      session_id: 'fx-1',
      tool_request: { name: 'open_screen', input: { screen: 'kox-list', target: 'artifact' } },
      message: { parts: [{ type: 'text', text: '/open 达人列表' }] },
    });
    expect(useArtifactStore.getState().bySession['fx-1']?.tabs).toEqual([
      expect.objectContaining({ id: 'screen:kox-list', sourceMessageId: 'fx-a1' }),
    ]);

    // A later update of the same messages does not act again.
    useArtifactStore.getState().clearSession('fx-1');
    const chat = getSessionChat('fx-1');
    chat.messages = [...chat.messages];
    expect(useArtifactStore.getState().bySession['fx-1']).toBeUndefined();
  });

  it('a background session records its artifact but does not navigate', async () => {
    signInForTest();
    server.use(
      historyHandler({ 'fx-2': [] }),
      chatHandler(() => uiStreamOf('fx-a2')),
    );
    useCurrentSessionStore.getState().setSessionId('someone-else');
    const { router } = await renderInApp(<AssistantDock />, '/writer/kox/list');
    await sendToolRequest(
      'fx-2',
      { name: 'open_screen', input: { screen: 'kox-list', target: 'artifact' } },
      '/open',
    );
    await waitFor(() =>
      expect(useArtifactStore.getState().bySession['fx-2']?.activeId).toBe('screen:kox-list'),
    );
    expect(router.state.location.pathname).toBe('/writer/kox/list');
  });

  it('switch_language applies the language when its result arrives', async () => {
    signInForTest();
    server.use(
      historyHandler({ 'fx-3': [] }),
      chatHandler(() =>
        uiStream(toolAnswer('fx-a3', 'switch_language', { language: 'en' }, { language: 'en' })),
      ),
    );
    useCurrentSessionStore.getState().setSessionId('fx-3');
    await renderInApp(<AssistantDock />);
    expect(i18n.language).toBe('zh');
    await sendToolRequest('fx-3', { name: 'switch_language', input: { language: 'en' } }, '/lang English');
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(localStorage.getItem('locale')).toBe('en');
    expect(await screen.findByRole('group', { name: 'Switch language to English' })).toBeTruthy();
  });
});

function uiStreamOf(messageId: string) {
  return uiStream(toolAnswer(messageId, 'open_screen', { screen: 'kox-list', target: 'artifact' }, kox));
}
