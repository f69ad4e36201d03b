import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import type { UIMessageChunk } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineModel } from '../../../server/ai/offline/offline-model.ts';
import { planReply } from '../../../server/ai/offline/plan-reply.ts';
import { createDashboardSkill } from '../../../server/ai/offline/skills/create-dashboard.ts';
import { updateDashboard } from '../../../server/domains/dashboard/queries.ts';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SHOE_POSTS, authUser, readyDashboard } from '../tools/tools-kit.ts';
import { deltasOf, history, newSession, postChat, readChunks, userMessage } from './chat-test-kit.ts';

let t: TestApp;
let token: string;
let admin: AuthUser;
let shoes: string;

beforeAll(async () => {
  t = await createTestApp({ models: { name: 'offline', chatModel: () => createOfflineModel() } });
  token = await t.signIn();
  admin = await authUser(t);
  shoes = (await readyDashboard(t, admin, 'Running Shoes', SHOE_POSTS)).id;
}, 60_000);
afterAll(async () => t?.close());

/** What a sentence may not say once the work moved on: a state that passes. */
const PENDING = /approve in the card to|请在卡片中确认后|waiting|等待/i;
const IN_PROGRESS = /collecting posts now|正在采集|opens in the panel when/i;

async function turn(text: string, locale: 'en' | 'zh', sessionId?: string, tool_request?: unknown) {
  const session = sessionId ?? (await newSession(t, token));
  const chunks = await readChunks(
    await postChat(t, token, {
      session_id: session,
      message: userMessage(text),
      locale,
      context: { dashboard_id: shoes },
      ...(tool_request ? { tool_request } : {}),
    }),
  );
  const result = chunks.find((c) => c.type === 'tool-output-available') as
    Extract<UIMessageChunk, { type: 'tool-output-available' }> | undefined;
  const messageId = (chunks[0] as { messageId: string }).messageId;
  return { sessionId: session, messageId, result, text: deltasOf(chunks) };
}

async function storedText(sessionId: string, messageId: string): Promise<string> {
  const saved = await history(t, token, sessionId);
  const message = saved.find((m) => m.id === messageId);
  return (message?.parts ?? []).map((p) => (p.type === 'text' ? String(p.text) : '')).join('');
}

describe('the reply text stays true whatever the card comes to show', () => {
  it.each(['en', 'zh'] as const)(
    'share_report (%s): the sentence neither shares nor waits, before and after approval',
    async (locale) => {
      const asked = await turn(
        locale === 'en' ? 'share this report for 30 days' : '分享这个报告 30 天',
        locale,
      );
      expect(asked.result?.output).toMatchObject({ status: 'awaiting_approval' });
      expect(asked.text).not.toMatch(/ready|已为/);
      const approved = await t.call(
        'chat.approveTool',
        {
          session_id: asked.sessionId,
          message_id: asked.messageId,
          tool_call_id: asked.result?.toolCallId ?? '',
          approved: true,
        },
        token,
      );
      expect(approved.body.data.status).toBe('approved');
      const text = await storedText(asked.sessionId, asked.messageId);
      expect(text).toBe(asked.text);
      expect(text).not.toMatch(PENDING);
    },
  );

  it('create_dashboard: the stored sentence does not say "collecting now" once the dashboard is ready', async () => {
    const made = await turn('track Saucony running shoes on YouTube', 'en');
    const output = made.result?.output as { outcome: string; dashboard_id: string };
    expect(output.outcome).toBe('created');
    await updateDashboard(t.deps.db, output.dashboard_id, { status: 'ready' });
    const text = await storedText(made.sessionId, made.messageId);
    expect(text).toContain('Saucony running shoes');
    expect(text).not.toMatch(IN_PROGRESS);
  });

  it('a result the model has no sentence for is not called "Done."', () => {
    const prompt: LanguageModelV4Prompt = [
      { role: 'user', content: [{ type: 'text', text: 'make me a dashboard' }] },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'c',
            toolName: 'ask_user',
            output: { type: 'json', value: { question: 'Which brands?', choices: [] } },
          },
        ],
      },
    ];
    for (const lang of ['en', 'zh'] as const) {
      const reply = planReply(prompt, ['create_dashboard', 'ask_user'], lang);
      expect(reply.type).toBe('text');
      expect(reply).not.toMatchObject({ text: expect.stringMatching(/^(Done\.|完成。)$/) });
    }
  });
});

describe('asking twice for the same subjects', () => {
  it('offers the existing dashboard (chat and the /dashboard form alike) and creates only on "anyway"', async () => {
    const first = await turn('track Brooks and Mizuno running shoes on YouTube', 'en');
    const created = first.result?.output as { outcome: string; dashboard_id: string; name: string };
    expect(created.outcome).toBe('created');

    const again = await turn('track Brooks and Mizuno running shoes on YouTube', 'en', first.sessionId);
    expect(again.result?.output).toEqual({
      outcome: 'duplicate',
      existing_dashboard_id: created.dashboard_id,
      existing_name: created.name,
      name: created.name,
    });
    expect(again.text).toContain(`You already have **${created.name}**`);

    const form = await turn('/dashboard Brooks', 'zh', undefined, {
      name: 'create_dashboard',
      input: {
        name: 'Brooks',
        subjects: [
          { name: 'Mizuno running shoes', keywords: 'MIZUNO + running shoes' },
          { name: 'Brooks running shoes', keywords: 'brooks+running shoes' },
        ],
        media: ['youtube'],
      },
    });
    expect(form.result?.output).toMatchObject({
      outcome: 'duplicate',
      existing_dashboard_id: created.dashboard_id,
    });

    const forced = await turn('/dashboard Brooks', 'en', undefined, {
      name: 'create_dashboard',
      input: {
        name: 'Brooks',
        subjects: [
          { name: 'Brooks running shoes', keywords: 'brooks+running shoes' },
          { name: 'Mizuno running shoes', keywords: 'mizuno+running shoes' },
        ],
        media: ['youtube'],
        allow_duplicate: true,
      },
    });
    expect(forced.result?.output).toMatchObject({ outcome: 'created', name: 'Brooks' });
  });
});

describe('create_dashboard closing sentences', () => {
  it('say what happened in both languages, with names escaped', () => {
    const created = { outcome: 'created', dashboard_id: 'd', name: 'Nike *vs* Adidas', status: 'generating' };
    const duplicate = {
      outcome: 'duplicate',
      existing_dashboard_id: 'd',
      existing_name: 'Old [one]',
      name: 'New',
    };
    expect(createDashboardSkill.close(created, 'en')).toBe(
      'Created the dashboard **Nike \\*vs\\* Adidas**. Its card shows where collection and analysis stand.',
    );
    expect(createDashboardSkill.close(created, 'zh')).toBe(
      '已创建看板「Nike \\*vs\\* Adidas」。卡片会显示它的采集与分析状态。',
    );
    expect(createDashboardSkill.close(duplicate, 'en')).toMatch(
      /^You already have \*\*Old \\\[one\\\]\*\* on the same subjects, so I did not create another\./,
    );
    expect(createDashboardSkill.close(duplicate, 'zh')).toMatch(
      /^你已经有一个分析相同主体的看板「Old \\\[one\\\]」，所以没有重复创建。/,
    );
  });
});
