import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { setLanguage } from '@/lib/i18n';
import { signInForTest, renderThread, finishedToolCall } from '../chat/chat-kit.tsx';

afterEach(async () => {
  useArtifactStore.setState({ bySession: {} });
  await setLanguage('zh');
});

const ready = {
  status: 'ready',
  project_id: 'p-9',
  project_name: 'Spring <i>Launch</i>',
  period: 'this_week',
  since: '2026-11-22T16:00:00.000Z',
  labels: [
    { label_id: null, name: null, count: 3 },
    { label_id: 'l-1', name: '有意向', count: 2 },
  ],
  replied: 22,
  repliers: Array.from({ length: 20 }, (_, i) => ({
    creator_id: `c-${i}`,
    name: i === 0 ? 'Mia <b>Chen</b>' : null,
    sample: i === 0,
    replied_at: '2026-11-25T19:00:00.000Z',
  })),
};

const renderSession = (sessionId: string, output: unknown) =>
  renderThread(
    sessionId,
    finishedToolCall(sessionId, {
      tool: 'project_status',
      request: 'Spring Launch项目这周谁回复了？',
      input: { project: 'Spring Launch' },
      output,
    }),
  );

describe('project_status card', () => {
  it('counts per label and lists who replied, as text; the rest is on the outreach screen, which it opens', async () => {
    signInForTest();
    await renderSession('status-1', ready);
    const card = await screen.findByRole('group', { name: '「Spring <i>Launch</i>」：本周有 22 位回复' });
    expect(within(card).getByText('尚无标签：3')).toBeTruthy();
    expect(within(card).getByText('有意向：2')).toBeTruthy();
    const repliers = within(card).getByRole('list', { name: '回复的达人' });
    expect(within(repliers).getAllByRole('listitem')).toHaveLength(20);
    const first = within(repliers).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('button', { name: 'Mia <b>Chen</b>' })).toBeTruthy();
    expect(within(first).getByText('示例数据')).toBeTruthy();
    expect(within(within(repliers).getAllByRole('listitem')[1]!).queryByText('示例数据')).toBeNull();
    expect(within(repliers).getByText('c-1')).toBeTruthy();
    expect(within(card).getByText('……另有 2 位，见建联页面。')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '打开' }));
    const tabs = Object.values(useArtifactStore.getState().bySession)[0];
    expect(JSON.stringify(tabs)).toContain('kox-outreach?project=p-9');
  });

  it('in English, says when nobody replied in the period', async () => {
    await setLanguage('en');
    signInForTest();
    await renderSession('status-2', { ...ready, period: 'today', replied: 0, repliers: [] });
    const card = await screen.findByRole('group', { name: '“Spring <i>Launch</i>”: 0 replied (today)' });
    expect(within(card).getByText('Nobody replied in this period.')).toBeTruthy();
  });
});
