import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { StartComposer } from '@/chat/start/start-composer';
import { AssistantWorkspace } from '@/chat/workspace/assistant-workspace';
import { useHighlightStore } from '@/chat/thread/highlight-store';
import { loadSessionThread } from '@/chat/thread/load-session-thread';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { ok } from '../msw/envelope.ts';
import { server } from '../msw/server.ts';
import {
  chatHandler,
  historyHandler,
  renderInApp,
  signInForTest,
  textAnswer,
  uiStream,
} from './chat-kit.tsx';

async function createSessions(titles: string[]) {
  const { callApi } = await import('@/lib/api/client');
  const ids: string[] = [];
  for (const title of titles)
    ids.push((await callApi('session.addByApp', { domain: 'writer', app_doi: null, title })).session_id);
  return ids;
}

const list = () => screen.getByRole('navigation', { name: '对话列表' });

// As the session route's loader does: the thread's code (and what reads a restored tab's source, which comes
// with it) starts loading before the workspace shows, rather than inside the first test's time limits. Its first
// import is transformed then, which takes far longer than the default 10 s when every lane of `npm test` runs.
beforeAll(async () => {
  await Promise.all([loadSessionThread(), import('@/chat/runtime/find-artifact-source')]);
}, 60_000);

type HappyWindow = Window & { happyDOM: { setViewport(viewport: { width: number }): void } };
const setWidth = (width: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width });

describe('session list', () => {
  it('creates a session and selects it in the address', async () => {
    signInForTest();
    const { router } = await renderInApp(<AssistantWorkspace />, '/writer/app/session');
    await userEvent.click(within(list()).getByRole('button', { name: '新对话' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ session: 's-1' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list()).getByRole('listitem').textContent).toBe('新对话');
  });

  it('renames in place: Enter saves, Escape cancels', async () => {
    signInForTest();
    const [id] = await createSessions(['Old title']);
    await renderInApp(<AssistantWorkspace sessionId={id} />, `/writer/app/session?session=${id}`);
    const user = userEvent.setup();
    await user.click(await within(list()).findByRole('button', { name: '重命名Old title' }));
    const input = within(list()).getByRole('textbox', { name: '对话标题' });
    await user.clear(input);
    await user.type(input, 'Nike campaign{Enter}');
    expect(
      await within(list()).findByRole('button', { name: 'Nike campaign', current: 'page' }),
    ).toBeTruthy();

    await user.click(within(list()).getByRole('button', { name: '重命名Nike campaign' }));
    await user.type(within(list()).getByRole('textbox', { name: '对话标题' }), ' draft{Escape}');
    expect(within(list()).getByRole('button', { name: 'Nike campaign', current: 'page' })).toBeTruthy();
  });

  it('deletes after confirmation and leaves the deleted session', async () => {
    signInForTest();
    const [keep, drop] = await createSessions(['Keep me', 'Drop me']);
    const { router } = await renderInApp(
      <AssistantWorkspace sessionId={drop} />,
      `/writer/app/session?session=${drop}`,
    );
    const user = userEvent.setup();
    await user.click(await within(list()).findByRole('button', { name: '删除Drop me' }));
    const dialog = await screen.findByRole('dialog', { name: '删除这个对话？' });
    expect(within(dialog).getByText(/“Drop me”/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(list()).queryByRole('button', { name: 'Drop me' })).toBeNull());
    expect(within(list()).getByRole('button', { name: 'Keep me' })).toBeTruthy();
    expect(router.state.location.search).toEqual({});
    expect(keep).toBeTruthy();
  });

  it('searches on the server after the user stops typing', async () => {
    signInForTest();
    await createSessions(['KOX shortlist', 'Budget review', 'KOX outreach']);
    const keywords: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/session/listByDomain'))
        keywords.push(new URL(request.url).searchParams.get('keyword'));
    });
    await renderInApp(<AssistantWorkspace />, '/writer/app/session');
    await within(list()).findByRole('button', { name: 'Budget review' });
    await userEvent.type(within(list()).getByRole('searchbox', { name: '搜索对话' }), 'kox');
    await waitFor(() => expect(within(list()).queryByRole('button', { name: 'Budget review' })).toBeNull());
    expect(await within(list()).findByRole('button', { name: 'KOX shortlist' })).toBeTruthy();
    expect(within(list()).getByRole('button', { name: 'KOX outreach' })).toBeTruthy();
    // One request for the whole word, not one per keystroke.
    expect(keywords.filter((k) => k !== null)).toEqual(['kox']);
    server.events.removeAllListeners();
  });

  it('shows an empty state when there is nothing yet', async () => {
    signInForTest();
    await renderInApp(<AssistantWorkspace />, '/writer/app/session');
    expect(await within(list()).findByText('还没有对话。')).toBeTruthy();
  });
});

const savedTurn = [
  { id: 'u1', role: 'user' as const, parts: [{ type: 'text' as const, text: 'open KOX list' }] },
  { id: 'a1', role: 'assistant' as const, parts: [{ type: 'text' as const, text: 'Opened it.' }] },
];

describe('artifact panel', () => {
  afterEach(() => setWidth(1024));

  it('shows the artifact from the address, opens it as a page, returns to its message and closes', async () => {
    signInForTest();
    setWidth(1400);
    server.use(historyHandler({ 'art-1': savedTurn }));
    useArtifactStore.getState().open('art-1', {
      kind: 'screen',
      key: 'kox-list',
      props: { screenId: 'kox-list' },
      sourceMessageId: 'a1',
    });
    const { router } = await renderInApp(
      <AssistantWorkspace sessionId="art-1" artifact="screen:app-hotideas" />,
      '/writer/app/session?session=art-1&artifact=screen:app-hotideas',
    );
    const panel = await screen.findByRole('region', { name: '工件面板' });
    const tabs = within(panel).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['达人列表', '热门创意']);
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    expect(await within(panel).findByRole('heading', { name: '热门创意' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(tabs[0]!);
    await user.click(within(panel).getByRole('button', { name: '回到消息' }));
    expect(useHighlightStore.getState().messageId).toBe('a1');

    await user.click(within(panel).getByRole('button', { name: '关闭热门创意' }));
    await user.click(within(panel).getByRole('button', { name: '整页打开' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/writer/kox/list'));
  });

  it('a tab restored from the address finds the message that opened it in the history', async () => {
    signInForTest();
    setWidth(1400);
    const output = { screen: 'kox-list', target: 'artifact', path: '/writer/kox/list' };
    server.use(
      historyHandler({
        'art-3': [
          savedTurn[0]!,
          {
            id: 'a-open',
            role: 'assistant',
            parts: [
              {
                type: 'tool-open_screen',
                toolCallId: 'c1',
                state: 'output-available',
                input: { screen: 'kox-list' },
                output,
              },
            ],
          },
          { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'thanks' }] },
          { id: 'a-later', role: 'assistant', parts: [{ type: 'text', text: 'You are welcome.' }] },
        ],
      }),
    );
    await renderInApp(
      <AssistantWorkspace sessionId="art-3" artifact="screen:kox-list" />,
      '/writer/app/session?session=art-3&artifact=screen:kox-list',
    );
    const panel = await screen.findByRole('region', { name: '工件面板' });
    await userEvent.click(await within(panel).findByRole('button', { name: '回到消息' }));
    expect(useHighlightStore.getState().messageId).toBe('a-open');
  });

  it('on a narrow screen the panel covers the thread and steps aside to show the message', async () => {
    signInForTest();
    setWidth(900);
    server.use(historyHandler({ 'art-2': savedTurn }));
    useArtifactStore.getState().open('art-2', {
      kind: 'screen',
      key: 'kox-list',
      props: { screenId: 'kox-list' },
      sourceMessageId: 'a1',
    });
    await renderInApp(<AssistantWorkspace sessionId="art-2" />, '/writer/app/session?session=art-2');
    const panel = await screen.findByRole('region', { name: '工件面板' });
    await userEvent.click(within(panel).getByRole('button', { name: '回到消息' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '工件面板' })).toBeNull());
    expect(useHighlightStore.getState().messageId).toBe('a1');
    await userEvent.click(screen.getByRole('button', { name: '显示面板（1）' }));
    expect(await screen.findByRole('region', { name: '工件面板' })).toBeTruthy();
  });
});

describe('start page', () => {
  it('starts a session with the first message', async () => {
    signInForTest();
    const requests: { session_id: string }[] = [];
    server.use(
      chatHandler((body) => {
        requests.push(body);
        return uiStream(textAnswer('start-a1', 'Hello'));
      }),
      http.get('/api/session/chatHistory', () => ok([])),
    );
    const { router } = await renderInApp(<StartComposer />, '/writer/app/store');
    expect(screen.getByPlaceholderText('提问，或输入 / 使用命令')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox'), '打开达人列表');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ session: 's-1' }));
    await waitFor(() => expect(requests).toEqual([expect.objectContaining({ session_id: 's-1' })]));
  });
});
