import type { UIMessageChunk } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineModel } from '../../../server/ai/offline/offline-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { templateDraft } from '../helpers/kox-template-draft.ts';
import { ok } from '../teams/org-kit.ts';
import { newSession, postChat, readChunks, userMessage } from './chat-test-kit.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ models: { name: 'offline', chatModel: () => createOfflineModel() } });
  token = await t.signIn();
  // A project the first turn's status call finds: a call that failed names no project to take.
  const template = ok(await t.call('koxTemplate.create', templateDraft({ name: 'Summer template' }), token));
  ok(
    await t.call(
      'koxProject.create',
      { name: 'Summer Drop', start_at: '2026-01-05T00:00:00.000Z', template_id: template.template_id },
      token,
    ),
  );
}, 60_000);
afterAll(async () => t?.close());

async function toolCallOf(sessionId: string, text: string) {
  const chunks = await readChunks(
    await postChat(t, token, { session_id: sessionId, message: userMessage(text), locale: 'en' }),
  );
  return chunks.find((c) => c.type === 'tool-input-available') as
    Extract<UIMessageChunk, { type: 'tool-input-available' }> | undefined;
}

describe('the offline model reads a project left unsaid from the session it is asked in', () => {
  it('"how is the project going?" after a question about Summer Drop asks about Summer Drop', async () => {
    const sessionId = await newSession(t, token);
    expect(await toolCallOf(sessionId, 'status of the project Summer Drop')).toMatchObject({
      toolName: 'project_status',
      input: { project: 'Summer Drop' },
    });
    expect(await toolCallOf(sessionId, 'how is the project going?')).toMatchObject({
      toolName: 'project_status',
      input: { project: 'Summer Drop' },
    });
  });

  it('a new session has no project to take', async () => {
    const sessionId = await newSession(t, token);
    expect(await toolCallOf(sessionId, 'how is the project going?')).toMatchObject({
      toolName: 'project_status',
      input: {},
    });
  });
});
