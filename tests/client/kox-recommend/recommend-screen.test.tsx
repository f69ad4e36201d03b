import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ESTIMATED_ROW_HEIGHT } from '@/components/data-table/virtual-rows';
import { useAuthStore } from '@/lib/auth/auth-store';
import { KoxRecommendPanel } from '@/screens/kox/kox-panels';
import { KoxRecommendScreen } from '@/screens/kox/recommend/kox-recommend-screen';
// Loaded once here so the lazy body resolves at once instead of racing the queries on a loaded machine.
import '@/screens/kox/recommend/recommend-workspace';
import { fakeTableLayout, virtualized } from '../lib/components/fake-layout.ts';
import { renderKox } from '../kox/kox-kit.tsx';
import { creator, koxDb } from '../msw/handlers/kox.ts';
import {
  koxRecommendHandlers,
  recommendDb,
  recommended,
  session,
  type RecommendDb,
} from '../msw/handlers/kox-recommend.ts';
import { fail } from '../msw/envelope.ts';
import { server } from '../msw/server.ts';

function Recommend({ start = '' }: { start?: string }) {
  const [sessionId, setSessionId] = useState(start);
  return <KoxRecommendScreen sessionId={sessionId} onSession={setSessionId} />;
}

function open(db: RecommendDb, start = '') {
  server.use(...koxRecommendHandlers(db));
  renderKox(<Recommend start={start} />);
}

const ranked = [
  recommended('k-1', 'Trail Tom', 92),
  recommended('k-2', 'Ridge Rae', 81, {
    reasons: [
      {
        kind: 'audience',
        gender: 'female',
        gender_pct: 68,
        age: null,
        age_pct: null,
        country: 'US',
        country_pct: 70,
      },
    ],
  }),
  recommended('k-3', 'Hill Hana', 64),
];
const completed = (id: string, name: string) =>
  session(id, name, {
    status: 'completed',
    candidates: 900,
    results_count: ranked.length,
    results: ranked,
    finished_at: '2026-03-01T08:01:00.000Z',
  });
const fieldError = (label: string) => {
  const described = screen.getByLabelText(label).getAttribute('aria-describedby');
  return described ? document.getElementById(described.split(' ').at(-1)!)?.textContent : undefined;
};

describe('smart recommendation screen', () => {
  let undoLayout: () => void;
  beforeEach(() => {
    undoLayout = fakeTableLayout({ viewport: 600, rowHeight: ESTIMATED_ROW_HEIGHT });
  });
  afterEach(() => undoLayout());

  it('lists the sessions newest first and reopens one; an empty list says how to start', async () => {
    const db = recommendDb({
      sessions: [completed('s-2', 'Trail shoes for women'), session('s-1', 'Coffee grinders')],
    });
    open(db);
    const nav = await screen.findByRole('navigation', { name: 'Recommendations' });
    const items = await within(nav).findAllByRole('button', { name: /Trail shoes|Coffee/ });
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Trail shoes for women.*Completed.*3 creators/),
      expect.stringMatching(/^Coffee grinders.*Not run/),
    ]);
    expect(screen.getByRole('form', { name: 'New recommendation' })).toBeTruthy();

    await userEvent.click(items[0]!);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Recommended creators' });
    expect(within(table).getByRole('link', { name: 'Trail Tom' })).toBeTruthy();
    expect(screen.getByText('3 creators ranked out of 900 that met the requirements')).toBeTruthy();

    await userEvent.click(items[1]!);
    expect(await screen.findByText('This recommendation has not been run yet.')).toBeTruthy();
  });

  it('shows the empty state with the form as the first action', async () => {
    open(recommendDb());
    expect(await screen.findByText('No recommendations yet')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Brief' })).toBeTruthy();
  });

  it('says when no creator met the requirements and starts a new recommendation from there', async () => {
    open(
      recommendDb({ sessions: [{ ...completed('s-0', 'Too strict'), results_count: 0, results: [] }] }),
      's-0',
    );
    expect(await screen.findByText('No creator met the requirements')).toBeTruthy();
    const [, emptyAction] = screen.getAllByRole('button', { name: 'New recommendation' });
    await userEvent.click(emptyAction!);
    expect(await screen.findByRole('form', { name: 'New recommendation' })).toBeTruthy();
  });

  it('says whether the ranking read the provider’s embeddings, and nothing when none is configured', async () => {
    const used = { model: 'text-embed-3', status: 'used' as const, embedded: 12, cached: 488 };
    const failed = { model: 'text-embed-3', status: 'failed' as const, reason: 'timeout' as const };
    const sessions = [
      { ...completed('s-1', 'By meaning'), embeddings: used },
      { ...completed('s-2', 'Fell back'), embeddings: failed },
      completed('s-3', 'Offline'),
    ];
    open(recommendDb({ sessions }), 's-1');
    expect(await screen.findByText('Ranked by meaning with text-embed-3 and by shared words.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Recommendations' });
    await userEvent.click(within(nav).getByRole('button', { name: /Fell back/ }));
    expect(
      await screen.findByText('text-embed-3 did not answer in time: ranked by shared words only.'),
    ).toBeTruthy();
    await userEvent.click(within(nav).getByRole('button', { name: /Offline/ }));
    await screen.findByRole('heading', { name: /Offline/ });
    expect(screen.queryByText(/shared words/)).toBeNull();
  });

  it("says when no creator's posts used the brief's words, and nothing when they did", async () => {
    const wordless = ranked.map((r) => ({
      ...r,
      parts: { ...r.parts, content: null },
      reasons: r.reasons.filter((reason) => reason.kind !== 'content'),
    }));
    const sessions = [
      { ...completed('s-w', 'Camping gear'), results: wordless },
      completed('s-m', 'Trail shoes'),
    ];
    open(recommendDb({ sessions }), 's-w');
    const note =
      "No creator's posts use the words of this brief, so they are ranked by audience and performance alone. Try other words, such as the product category.";
    expect((await screen.findByText(note)).getAttribute('role')).toBe('note');
    const nav = screen.getByRole('navigation', { name: 'Recommendations' });
    await userEvent.click(within(nav).getByRole('button', { name: /Trail shoes/ }));
    await screen.findByRole('heading', { name: /Trail shoes/ });
    expect(screen.queryByText(note)).toBeNull();
  });

  it("checks the form with spec §5's messages before asking anything", async () => {
    const db = recommendDb();
    open(db);
    const run = await screen.findByRole('button', { name: 'Run' });
    await userEvent.clear(screen.getByLabelText('How many creators (1–500)'));
    await userEvent.type(screen.getByLabelText('How many creators (1–500)'), '600');
    await userEvent.type(screen.getByLabelText('Min. gender share (%)'), '60');
    await userEvent.type(screen.getByLabelText('Min. age share (%)'), '1x');
    await userEvent.click(run);
    await waitFor(() => expect(fieldError('Min. gender share (%)')).toBe('Select follower gender first'));
    expect(fieldError('Min. age share (%)')).toBe('Enter a whole percentage from 0 to 100');
    expect(fieldError('How many creators (1–500)')).toBe('Enter a whole number from 1 to 500');
    expect(fieldError('Brief')).toBe('Describe the brief or choose at least one requirement.');
    expect(db.calls).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText('Follower gender'), 'female');
    await userEvent.click(run);
    await waitFor(() => expect(fieldError('Min. gender share (%)')).toBeUndefined());
  });

  it('runs a brief, follows its streamed progress, then shows the ranked creators with their reasons', async () => {
    const db = recommendDb({ ranked });
    open(db);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Brief' }),
      'trail running shoes for women in the US',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only creators with an e-mail' }));
    await userEvent.selectOptions(screen.getByLabelText('Last active'), '30');
    const target = screen.getByRole('group', { name: 'Target group' });
    await userEvent.selectOptions(within(target).getByLabelText('Gender'), 'female');
    await userEvent.click(within(target).getByRole('checkbox', { name: 'United States' }));
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));

    const bar = await screen.findByRole('progressbar', { name: 'Ranking progress' });
    await waitFor(() =>
      expect(bar.getAttribute('aria-valuetext')).toMatch(/^Ranked 12.3k candidates; saving the best 3/),
    );
    expect(db.calls.map((c) => c.path)).toEqual([
      '/api/kox/recommend/smart_recommend/create',
      '/api/kox/recommend/smart_recommend/run_async',
    ]);
    expect(db.calls[0]!.body).toEqual({
      brief_text: 'trail running shoes for women in the US',
      filters: { has_email: true, last_active: 30 },
      target: { gender: 'female', countries: ['US'] },
      count: 50,
    });

    db.release();
    const table = await screen.findByRole('table', { name: 'Recommended creators' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      'Trail Tom',
      'Ridge Rae',
      'Hill Hana',
    ]);
    expect(rows[0]!.textContent).toContain('Posts about trail running weekly');
    expect(rows[0]!.textContent).toContain('92');
    expect(within(rows[0]!).getByText('Sample data')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Audience 68% female, 70% in United States, like the brief');
    expect(screen.getByRole('note').textContent).toMatch(/built-in sample corpus/);
    const nav = screen.getByRole('navigation', { name: 'Recommendations' });
    await waitFor(() =>
      expect(within(nav).getByRole('button', { current: true }).textContent).toMatch(/Completed/),
    );
  });

  it('reopens a running session on its progress, follows it again after the stream broke, and runs it again', async () => {
    const db = recommendDb({ sessions: [session('s-1', 'Still ranking', { status: 'running' })], ranked });
    open(db, 's-1');
    // Ahead of the fake API's stream, for the first call only.
    server.use(
      http.get('/api/kox/recommend/:app/result', () => fail('INTERNAL', 'Internal server error.'), {
        once: true,
      }),
    );
    const lost = await screen.findByRole('alert');
    expect(lost.textContent).toMatch(/^The progress could not be followed/);
    await userEvent.click(within(lost).getByRole('button', { name: 'Follow again' }));
    const bar = await screen.findByRole('progressbar', { name: 'Ranking progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toMatch(/^Ranked/));
    db.release();
    expect(await screen.findByRole('table', { name: 'Recommended creators' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Run again' }));
    await screen.findByRole('progressbar', { name: 'Ranking progress' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(db.calls.at(-1)!.path).toBe('/api/kox/recommend/smart_recommend/run_async');
    db.release();
    expect(await screen.findByRole('table', { name: 'Recommended creators' })).toBeTruthy();
  });

  it('adds the selected creators to the team database after asking, and says which were there already', async () => {
    const db = recommendDb({ sessions: [completed('s-1', 'Trail shoes')], team: new Set(['k-2']) });
    open(db, 's-1');
    const table = await screen.findByRole('table', { name: 'Recommended creators' });
    await userEvent.click(within(table).getByRole('checkbox', { name: /Trail Tom/ }));
    await userEvent.click(within(table).getByRole('checkbox', { name: /Ridge Rae/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to team database' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 2 creators to the team database?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('1 added, 1 already in the team database')).toBeTruthy();
    expect(db.calls.at(-1)).toEqual({
      path: '/api/kox/recommend/smart_recommend/team_add',
      body: { session_id: 's-1', creator_ids: ['k-1', 'k-2'] },
    });
    await waitFor(() => expect(within(table).getAllByText('In team')).toHaveLength(2));
  });

  it('files all of them under one of the clients a restricted member sees', async () => {
    const db = recommendDb({ sessions: [completed('s-1', 'Trail shoes')] });
    open(db, 's-1');
    const { userRoleInfo } = useAuthStore.getState();
    useAuthStore.getState().setUserRoleInfo({
      ...userRoleInfo!,
      team: { ...userRoleInfo!.team!, role: 'editor', restricted: true, client_ids: ['c-1'] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add all 3 to team database' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 3 creators to the team database?' });
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveProperty('value', 'c-1'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('3 added, 0 already in the team database')).toBeTruthy();
    expect(db.calls.at(-1)!.body).toEqual({ session_id: 's-1', client_id: 'c-1' });
  });

  it("opens the chat's session in the panel by its id alone and shows creators similar to any result", async () => {
    const db = recommendDb({
      sessions: [{ ...completed('c-9', 'From the chat'), app_name: 'chat' }],
      similar: [recommended('k-7', 'Summit Sol', 77)],
    });
    server.use(...koxRecommendHandlers(db));
    renderKox(<KoxRecommendPanel inPanel params={{ session: 'c-9' }} />);
    expect(await screen.findByRole('heading', { name: /From the chat/ })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Recommended creators' });
    await userEvent.click(within(table).getByRole('button', { name: 'Similar creators: Ridge Rae' }));
    const dialog = await screen.findByRole('dialog', { name: 'Similar to Ridge Rae' });
    const link = await within(dialog).findByRole('link', { name: 'Summit Sol' });
    expect(link.getAttribute('href')).toBe('/writer/kox/detail?id=k-7');
    expect(within(dialog).getByRole('list', { name: 'Similar to Ridge Rae' }).textContent).toContain(
      'Posts about trail running weekly',
    );
  });

  it('names the creator a "similar creators" session is like, a link to their detail', async () => {
    const db = recommendDb({
      sessions: [
        {
          ...completed('c-10', 'Creators like Trail Tom'),
          request: { similar_to: 'k-1', count: 10 },
        },
      ],
    });
    server.use(...koxRecommendHandlers(db));
    renderKox(
      <KoxRecommendPanel inPanel params={{ session: 'c-10' }} />,
      koxDb({ creators: [creator('k-1', 'Trail Tom')] }),
    );
    expect(await screen.findByRole('heading', { name: /Creators like Trail Tom/ })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Trail Tom' });
    expect(link.getAttribute('href')).toBe('/writer/kox/detail?id=k-1');
    expect(link.parentElement?.textContent).toBe('Like: Trail Tom');
  });

  it('keeps 500 ranked creators smooth: only the rows in view are in the page', async () => {
    const many = Array.from({ length: 500 }, (_, i) =>
      recommended(`k-${i}`, `Runner ${i}`, 99 - Math.floor(i / 6)),
    );
    const db = recommendDb({
      sessions: [{ ...completed('s-500', 'Five hundred'), results_count: 500, results: many }],
    });
    open(db, 's-500');
    const table = await virtualized(await screen.findByRole('table', { name: 'Recommended creators' }));
    expect(table.getAttribute('aria-rowcount')).toBe('501');
    const shown = within(table).getAllByRole('link');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(60);
  });
});
