import type { UIMessageChunk } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineModel } from '../../../server/ai/offline/offline-model.ts';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { findToolContract } from '../../../src/tools/contracts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SHOE_POSTS, authUser, readyDashboard } from '../tools/tools-kit.ts';
import { deltasOf, newSession, postChat, readChunks, userMessage } from './chat-test-kit.ts';

let t: TestApp;
let token: string;
let admin: AuthUser;
let shoes: string;
let phones: string;

beforeAll(async () => {
  t = await createTestApp({ models: { name: 'offline', chatModel: () => createOfflineModel() } });
  token = await t.signIn();
  admin = await authUser(t);
  shoes = (await readyDashboard(t, admin, 'Running Shoes', SHOE_POSTS)).id;
  phones = (
    await readyDashboard(t, admin, 'Phones', [
      {
        post_id: 'x1',
        subject: 0,
        title: 'Phone review',
        views: 5,
        likes: 1,
        comments: 0,
        channel: 'p',
        day: 1,
      },
    ])
  ).id;
}, 60_000);
afterAll(async () => t?.close());

async function turn(text: string, locale: 'en' | 'zh', context?: { dashboard_id: string }) {
  const sessionId = await newSession(t, token);
  const chunks = await readChunks(
    await postChat(t, token, {
      session_id: sessionId,
      message: userMessage(text),
      locale,
      ...(context ? { context } : {}),
    }),
  );
  const call = chunks.find((c) => c.type === 'tool-input-available') as
    Extract<UIMessageChunk, { type: 'tool-input-available' }> | undefined;
  const result = chunks.find((c) => c.type === 'tool-output-available') as
    Extract<UIMessageChunk, { type: 'tool-output-available' }> | undefined;
  return { call, output: result?.output as Record<string, unknown> | undefined, text: deltasOf(chunks) };
}

describe('the offline model drives the dashboard tools through the chat stream', () => {
  it('create_dashboard from an English request, then a closing sentence', async () => {
    const { call, output, text } = await turn(
      'track Nike and Adidas running shoes on YouTube in the US, weekly',
      'en',
    );
    expect(call).toMatchObject({
      toolName: 'create_dashboard',
      input: {
        subjects: [
          { name: 'Nike running shoes', keywords: 'nike+running shoes' },
          { name: 'Adidas running shoes', keywords: 'adidas+running shoes' },
        ],
        media: ['youtube'],
        regions: ['US'],
        frequency: 'weekly',
      },
    });
    expect(output).toMatchObject({
      outcome: 'created',
      status: 'generating',
      name: 'Nike running shoes vs Adidas running shoes',
    });
    const list = await t.call('dashboard.list', { sort: 'updated', page: 1, page_size: 50 }, token);
    expect(list.body.data.list.map((d) => d.dashboard_id)).toContain(output?.dashboard_id);
    expect(text).toContain('Nike running shoes vs Adidas running shoes');
  });

  it('query_dashboard states the true top video of the dashboard open in the panel', async () => {
    const { call, output, text } = await turn('which video has the most views?', 'en', {
      dashboard_id: shoes,
    });
    expect(call).toMatchObject({
      toolName: 'query_dashboard',
      input: { question: 'top_posts', metric: 'views' },
    });
    expect(output).toMatchObject({ dashboard_id: shoes, kind: 'table' });
    expect(text).toBe('The most viewed video is “Nike Marathon review” with 1,234,567 views.');
  });

  it('answers in Chinese, about the latest ready dashboard when none is open', async () => {
    const { output, text } = await turn('哪个视频点赞最多？', 'zh');
    expect(output).toMatchObject({ dashboard_id: phones, metric: 'likes' });
    expect(text).toBe('点赞量最高的视频是“Phone review”，点赞量 1。');
  });

  it('share_report waits for approval and creates no link', async () => {
    const { call, output, text } = await turn('share the dashboard for 30 days', 'en', {
      dashboard_id: shoes,
    });
    expect(call).toMatchObject({ toolName: 'share_report', input: { valid_days: 30 } });
    expect(output).toEqual({
      status: 'awaiting_approval',
      dashboard_id: shoes,
      dashboard_name: 'Running Shoes',
      valid_days: 30,
    });
    expect(text).toContain('only if you approve in the card');
    expect((await t.call('share.list', { dashboard_id: shoes }, token)).body.data).toHaveLength(0);
  });

  it('a dashboard request without a subject asks what to track', async () => {
    const { call, text } = await turn('create a dashboard', 'en');
    const question = /^Which brands or topics should the dashboard track\?/;
    // With the ask_user tool offered the question is its card; without it, the answer's text.
    if (findToolContract('ask_user')) {
      expect(call).toMatchObject({
        toolName: 'ask_user',
        input: { question: expect.stringMatching(question) },
      });
    } else {
      expect(call).toBeUndefined();
      expect(text).toMatch(question);
    }
  });

  it('a direct tool request (the /dashboard form) runs create_dashboard without the model', async () => {
    const sessionId = await newSession(t, token);
    const chunks = await readChunks(
      await postChat(t, token, {
        session_id: sessionId,
        message: userMessage('/dashboard Shoes'),
        locale: 'en',
        tool_request: {
          name: 'create_dashboard',
          input: {
            name: 'Shoes',
            subjects: [{ name: 'Nike', keywords: 'nike' }],
            media: ['tiktok'],
            frequency: 'once',
          },
        },
      }),
    );
    expect(chunks.find((c) => c.type === 'tool-output-available')).toMatchObject({
      output: { name: 'Shoes', status: 'generating' },
    });
  });
});
