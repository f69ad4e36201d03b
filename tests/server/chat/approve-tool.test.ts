import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/index.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { createOfflineModel } from '../../../server/ai/offline/offline-model.ts';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { addTeam, addTeamMember, switchTeam } from '../helpers/teams.ts';
import { addUser } from '../helpers/users.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SHOE_POSTS, authUser, readyDashboard } from '../tools/tools-kit.ts';
import { history, newSession, postChat, readChunks, userMessage } from './chat-test-kit.ts';

let t: TestApp;
let token: string;
let admin: AuthUser;
let dashboardId: string;

beforeAll(async () => {
  t = await createTestApp({ models: { name: 'offline', chatModel: () => createOfflineModel() } });
  token = await t.signIn();
  admin = await authUser(t);
  dashboardId = (await readyDashboard(t, admin, 'Running Shoes', SHOE_POSTS)).id;
}, 60_000);
afterAll(async () => t?.close());

/** Asks the offline model (to share, unless told otherwise); returns the ids of the awaiting tool call. */
async function askToShare(text = 'share this report for 30 days') {
  const sessionId = await newSession(t, token);
  const chunks = await readChunks(
    await postChat(t, token, { session_id: sessionId, message: userMessage(text), locale: 'en' }),
  );
  const messageId = (chunks[0] as { messageId: string }).messageId;
  const call = chunks.find((c) => c.type === 'tool-output-available') as {
    toolCallId: string;
    output: unknown;
  };
  return { sessionId, messageId, toolCallId: call.toolCallId, output: call.output };
}

const approve = (
  ids: { sessionId: string; messageId: string; toolCallId: string },
  approved: boolean,
  as = token,
  choices: { share_code?: string } = {},
) =>
  t.call(
    'chat.approveTool',
    {
      session_id: ids.sessionId,
      message_id: ids.messageId,
      tool_call_id: ids.toolCallId,
      approved,
      ...choices,
    },
    as,
  );

const storedPart = async (ids: { sessionId: string; messageId: string; toolCallId: string }) => {
  const saved = await history(t, token, ids.sessionId);
  return saved.find((m) => m.id === ids.messageId)?.parts.find((p) => p.toolCallId === ids.toolCallId);
};

describe('share_report approval', () => {
  it('the model’s call creates nothing; approving creates exactly one link and stores no code', async () => {
    const ids = await askToShare();
    expect(ids.output).toEqual({
      status: 'awaiting_approval',
      dashboard_id: dashboardId,
      dashboard_name: 'Running Shoes',
      valid_days: 30,
    });
    expect((await t.call('share.list', { dashboard_id: dashboardId }, token)).body.data).toHaveLength(0);

    const res = await approve(ids, true);
    expect(res.body.code).toBe(0);
    const data = res.body.data as Record<string, unknown>;
    expect(data).toMatchObject({ status: 'approved', dashboard_id: dashboardId, valid_days: 30 });
    expect(data.code).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(data.url_path).toBe(`/writer/reportShare?link=${String(data.link_id)}`);

    const links = (await t.call('share.list', { dashboard_id: dashboardId }, token)).body.data;
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ share_id: data.share_id, valid_days: 30, status: 'active' });

    const part = await storedPart(ids);
    expect(part?.output).toEqual({
      status: 'approved',
      dashboard_id: dashboardId,
      dashboard_name: 'Running Shoes',
      valid_days: 30,
      share_id: data.share_id,
      link_id: data.link_id,
      url_path: data.url_path,
      expires_at: data.expires_at,
    });
    expect(JSON.stringify(await history(t, token, ids.sessionId))).not.toContain(String(data.code));

    // The link works with the code shown once.
    const verify = await t.call('share.verify', { link: String(data.link_id), code: String(data.code) });
    expect(verify.body.data).toMatchObject({ dashboard_id: dashboardId });

    const again = await approve(ids, true);
    expect(again.body.code).toBe(10206);
    expect((await t.call('share.list', { dashboard_id: dashboardId }, token)).body.data).toHaveLength(1);
  });

  it('approving with the user’s own code creates the link with it; a code that breaks §5 creates nothing', async () => {
    const ids = await askToShare();
    const before = (await t.call('share.list', { dashboard_id: dashboardId }, token)).body.data.length;
    const short = await approve(ids, true, token, { share_code: '1234' });
    expect(short.body.code).toBe(ErrorCode.VALIDATION);
    expect((await storedPart(ids))?.output).toMatchObject({ status: 'awaiting_approval' });
    expect((await t.call('share.list', { dashboard_id: dashboardId }, token)).body.data).toHaveLength(before);

    const res = await approve(ids, true, token, { share_code: 'Launch2026' });
    const data = res.body.data as Record<string, unknown>;
    expect(data).toMatchObject({ status: 'approved', code: 'Launch2026' });
    expect(JSON.stringify(await history(t, token, ids.sessionId))).not.toContain('Launch2026');
    const verify = await t.call('share.verify', { link: String(data.link_id), code: 'Launch2026' });
    expect(verify.body.data).toMatchObject({ dashboard_id: dashboardId });
  });

  it('declining stores declined and creates nothing; deciding again is 10206', async () => {
    const before = (await t.call('share.list', { dashboard_id: dashboardId }, token)).body.data.length;
    const ids = await askToShare('分享这个报告');
    const res = await approve(ids, false);
    expect(res.body.data).toMatchObject({ status: 'declined', dashboard_id: dashboardId });
    expect((await storedPart(ids))?.output).toMatchObject({ status: 'declined' });
    expect((await t.call('share.list', { dashboard_id: dashboardId }, token)).body.data).toHaveLength(before);
    expect((await approve(ids, true)).body.code).toBe(10206);
  });

  it('another user cannot decide in someone else’s session (10205)', async () => {
    const ids = await askToShare();
    await addUser(t.deps.db, 'intruder', 'intruder-password-1', [['writer', 'editor']]);
    const intruder = await t.signIn('intruder', 'intruder-password-1');
    expect((await approve(ids, true, intruder)).body.code).toBe(10205);
    expect((await storedPart(ids))?.output).toMatchObject({ status: 'awaiting_approval' });
  });

  it('only a tool that needs approval can be approved, and only an existing call', async () => {
    const sessionId = await newSession(t, token);
    const chunks = await readChunks(
      await postChat(t, token, {
        session_id: sessionId,
        message: userMessage('open KOX list'),
        locale: 'en',
      }),
    );
    const messageId = (chunks[0] as { messageId: string }).messageId;
    const call = chunks.find((c) => c.type === 'tool-output-available') as { toolCallId: string };
    expect((await approve({ sessionId, messageId, toolCallId: call.toolCallId }, true)).body.code).toBe(
      10206,
    );
    expect((await approve({ sessionId, messageId, toolCallId: 'nope' }, true)).body.code).toBe(10205);
  });
});

describe('approval in the interface language', () => {
  it('a refusal while approving answers in the language the card sends', async () => {
    const hm = await addUser(t.deps.db, 'hanmei', 'hanmei-password-1');
    await t.deps.db.update(users).set({ name: 'Han Meimei' }).where(eq(users.id, hm));
    const current = admin.team!.id;
    await addTeamMember(t.deps, current, hm, 'viewer');
    const ids = await askToShare('make Han Meimei an editor');
    expect(ids.output).toMatchObject({ status: 'awaiting_approval' });
    await switchTeam(t.deps, admin.id, await addTeam(t.deps, admin.id, 'Elsewhere'));
    const res = await t.call(
      'chat.approveTool',
      {
        session_id: ids.sessionId,
        message_id: ids.messageId,
        tool_call_id: ids.toolCallId,
        approved: true,
        locale: 'zh',
      },
      token,
    );
    expect(res.body.message).toContain('请先切换回');
    await switchTeam(t.deps, admin.id, current);
  });
});
