import type { UIMessageChunk } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineModel } from '../../../server/ai/offline/offline-model.ts';
import { createAdDashboard } from '../../../server/domains/ad-dashboard/service.ts';
import { callerOf } from '../../../server/domains/dashboard/team-scope.ts';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { fixtureDataset, runJobs } from '../ad-dashboard/ad-dashboard-kit.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { authUser } from '../tools/tools-kit.ts';
import { deltasOf, newSession, postChat, readChunks, userMessage } from './chat-test-kit.ts';

/* The offline model answers ad questions through /api/chat from the data, in English and in Chinese. */

let t: TestApp;
let token: string;
let board: string;

beforeAll(async () => {
  t = await createTestApp({ models: { name: 'offline', chatModel: () => createOfflineModel() } });
  token = await t.signIn();
  const admin = await authUser(t);
  const dataset = await fixtureDataset(t, { teamId: admin.team!.id, name: 'Spring export' });
  board = (
    await createAdDashboard(
      t.deps.db,
      callerOf(admin),
      endpoints['adDashboard.add'].input.parse({
        name: 'Spring ads',
        dataset_ids: [dataset],
        range: { kind: 'custom', from: '2026-02-16', to: '2026-03-03' },
      }),
    )
  ).dashboard_id;
  await runJobs(t);
}, 120_000);
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

describe('the offline model drives the ad tools through the chat stream', () => {
  it('"which hook had the best ROI last week?" is answered with the true hook and its ROI', async () => {
    const { call, output, text } = await turn('which hook had the best ROI last week?', 'en', {
      dashboard_id: board,
    });
    expect(call).toMatchObject({
      toolName: 'query_ad_dashboard',
      input: {
        question: 'breakdown',
        metric: 'roi',
        by: 'hook',
        rank: 'highest',
        period: { last: 1, unit: 'week' },
      },
    });
    expect(output).toMatchObject({
      dashboard_id: board,
      kind: 'chart',
      period: { from: '2026-02-25', to: '2026-03-03' },
    });
    // The data's last week (default window): Scarcity $2 → $100, ROI 50.
    expect(text).toBe('From 2026-02-25 to 2026-03-03, the hook with the highest ROI is “Scarcity”: 50.00.');
  });

  it('"哪个产品的转化成本上涨最多？" about the latest AD dashboard, in Chinese', async () => {
    const { call, output, text } = await turn('哪个产品的转化成本上涨最多？', 'zh');
    expect(call).toMatchObject({
      toolName: 'query_ad_dashboard',
      input: { question: 'change', metric: 'cost_per_purchase', by: 'product', direction: 'up' },
    });
    expect(output).toMatchObject({ dashboard_id: board, question: 'change' });
    // Running shoes: this week $202 / 13 purchases, last week $100 / 10: +55.385 %, written as the card's
    // change column writes it (two decimals at most), so the sentence and the card say the same number.
    expect(text).toBe(
      '转化成本上涨最多的产品是“Running shoes”：从上周（2026-02-18至2026-02-24）的$10.00到本周的$15.54（+55.38%）。',
    );
  });

  it('makes an AD dashboard from the Meta sample account and says it is sample data', async () => {
    const { call, output, text } = await turn(
      'make an ad dashboard from the Meta sample account for the last 30 days, 7-day click',
      'en',
    );
    expect(call).toMatchObject({
      toolName: 'create_ad_dashboard',
      input: { sample_accounts: ['meta'], window: '7d_click', range: { kind: 'days', days: 30 } },
    });
    expect(output).toMatchObject({
      outcome: 'created',
      sample: true,
      bound_samples: ['meta'],
      window: '7d_click',
    });
    expect(text).toContain('(sample data)');
  });
});
