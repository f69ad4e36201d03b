import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AssistantWorkspace } from '@/chat/workspace/assistant-workspace';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { server } from '../msw/server.ts';
import { historyHandler, renderInApp, signInForTest } from '../chat/chat-kit.tsx';

type HappyWindow = Window & { happyDOM: { setViewport(viewport: { width: number }): void } };
const setWidth = (width: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width });

afterEach(() => setWidth(1024));

async function renderTwoTabs() {
  signInForTest();
  setWidth(1400);
  server.use(historyHandler({ 'tabs-1': [] }));
  for (const screenId of ['kox-list', 'app-hotideas'])
    useArtifactStore.getState().open('tabs-1', { kind: 'screen', key: screenId, props: { screenId } });
  await renderInApp(<AssistantWorkspace sessionId="tabs-1" />, '/writer/app/session?session=tabs-1');
  return screen.findByRole('region', { name: '工件面板' });
}

describe('the artifact panel tabs', () => {
  it('hold only tabs, each controlling the panel; close buttons sit outside the list', async () => {
    const panel = await renderTwoTabs();
    const list = within(panel).getByRole('tablist');
    expect([...list.children].every((child) => child.getAttribute('role') === 'tab')).toBe(true);
    const tabpanel = within(panel).getByRole('tabpanel');
    const selected = within(list).getByRole('tab', { selected: true });
    expect(selected.getAttribute('aria-controls')).toBe(tabpanel.id);
    expect(tabpanel.getAttribute('aria-labelledby')).toBe(selected.id);
    expect(within(panel).getByRole('button', { name: '关闭热门创意' }).closest('[role=tablist]')).toBeNull();
  });

  it('move with the arrow keys, one tab stop for the list, and Delete closes with focus kept on a tab', async () => {
    const panel = await renderTwoTabs();
    const user = userEvent.setup();
    const [first, second] = within(panel).getAllByRole('tab');
    expect(second!.tabIndex).toBe(0);
    expect(first!.tabIndex).toBe(-1);
    second!.focus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(first!.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(first);

    await user.keyboard('{Delete}');
    await waitFor(() => expect(within(panel).getAllByRole('tab')).toHaveLength(1));
    const left = within(panel).getByRole('tab');
    expect(left.textContent).toBe('热门创意');
    await waitFor(() => expect(document.activeElement).toBe(left));
  });
});
