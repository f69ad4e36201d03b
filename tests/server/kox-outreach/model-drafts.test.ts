import { eq } from 'drizzle-orm';
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelProvider } from '../../../server/ai/model-provider.ts';
import { koxOutreachEmails } from '../../../server/db/schema/index.ts';
import { modelDraftWriter } from '../../../server/domains/kox-outreach/model-draft-writer.ts';
import { planFollowUps } from '../../../server/domains/kox-replies/follow-ups.ts';
import { modelDraftIssue } from '../../../server/kox/outreach/check-model-draft.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { DAY_MS, emailRow, projectWithTemplate, sentInvitation } from '../kox-replies/replies-helpers.ts';
import { ok, teamWorld } from '../teams/org-kit.ts';
import { catalog, outreachProject, runOutreachJobs, sampleCreators } from './outreach-kit.ts';

/* A configured provider writes drafts and follow-ups under the template's rules; the offline writer stands in. */

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 10, text: 10, reasoning: 0 },
};

/** A provider whose model answers `answer(prompt)` (or throws it when it is an Error), keeping the prompts. */
function provider(answer: (prompt: string) => unknown) {
  const prompts: string[] = [];
  const model = new MockLanguageModelV4({
    doGenerate: async (options) => {
      const prompt = JSON.stringify(options.prompt);
      prompts.push(prompt);
      const said = answer(prompt);
      if (said instanceof Error) throw said;
      return {
        content: [{ type: 'text', text: JSON.stringify(said) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      };
    },
  });
  const models: ModelProvider = { name: 'test', chatModel: () => model };
  return { writer: modelDraftWriter(models)!, prompts };
}

const goodDraft = {
  subject: 'Trail shoe X for your next trail run',
  body:
    'Hi there,\n\nYour trail videos caught our eye. We would love to send you our Trail shoe X to review.\n\n' +
    'Would you be interested?\n\nBest regards,\nMia',
  required_fields: [{ name: 'Product', sentence: 'We would love to send you our Trail shoe X to review.' }],
};

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'model-drafts');
  ok(await t.call('koxMailbox.save', { kind: 'sandbox', sender_name: 'Mia' }, w.editor.token));
}, 60_000);
afterAll(() => t.close());

const emailsOf = async (p: string) =>
  ok(await t.call('koxOutreach.list', { project_id: p, page_size: 100 }, w.editor.token)).list;

async function draftBatch(name: string, from: number, writer: ReturnType<typeof provider>['writer']) {
  const p = await outreachProject(t, w.editor.token, { name, creatorIds: sampleCreators(2, true, from) });
  ok(await t.call('koxOutreach.draft', { project_id: p, language: 'en' }, w.editor.token));
  await runOutreachJobs(t, { draftWriter: writer });
  return emailsOf(p);
}

describe('checking a model’s e-mail', () => {
  const en = { language: 'en' as const, required: ['Product'] };
  it('takes a good one', () => expect(modelDraftIssue(goodDraft, en)).toBeNull());
  it('refuses empty, placeholders, another language, and a required field not carried', () => {
    expect(modelDraftIssue({ ...goodDraft, subject: ' ' }, en)).toBe('empty_subject');
    expect(modelDraftIssue({ ...goodDraft, body: 'Hi [Your Name], Trail shoe X' }, en)).toBe(
      'placeholder_left',
    );
    expect(modelDraftIssue({ ...goodDraft, body: 'Hi {{creator}}' }, en)).toBe('placeholder_left');
    expect(modelDraftIssue({ ...goodDraft, body: 'x'.repeat(6_001) }, en)).toBe('body_too_long');
    expect(modelDraftIssue(goodDraft, { language: 'zh', required: [] })).toBe('wrong_language');
    expect(modelDraftIssue({ ...goodDraft, body: '你好，我们想寄给你 Trail shoe X 试穿。' }, en)).toBe(
      'wrong_language',
    );
    expect(modelDraftIssue({ ...goodDraft, required_fields: [] }, en)).toBe(
      'required_field_not_covered: Product',
    );
    expect(
      modelDraftIssue(
        { ...goodDraft, required_fields: [{ name: 'Product', sentence: 'A sentence not in the body.' }] },
        en,
      ),
    ).toBe('required_field_not_covered: Product');
  });
});

describe('drafts written by a provider', { timeout: 60_000 }, () => {
  it('uses the model’s subject and body, asked with the brief, the fields’ rules and the creator’s data', async () => {
    const { writer, prompts } = provider(() => goodDraft);
    const emails = await draftBatch('Model writes', 1_100, writer);
    expect(emails.map((e) => [e.status, e.subject, e.body, e.written_by, e.writer_fallback])).toEqual(
      emails.map(() => ['draft', goodDraft.subject, goodDraft.body, 'mock-model-id', null]),
    );
    expect(prompts).toHaveLength(2);
    expect(prompts[0]).toContain('the Pegasus Trail 5 running shoe');
    expect(prompts[0]).toContain('Never above USD 800');
    expect(prompts[0]).toContain('English');
    const creator = catalog.creator(emails[0]!.creator_id)!;
    expect(prompts.join()).toContain(creator.nickname);
    expect(prompts.join()).not.toContain(creator.email!);
  });

  it('keeps the template’s text, saying why, when the answer is bad', async () => {
    const { writer } = provider(() => ({ ...goodDraft, body: 'Hi [Creator name], Trail shoe X is here.' }));
    const emails = await draftBatch('Model answers badly', 1_200, writer);
    for (const e of emails) {
      expect(e).toMatchObject({
        status: 'draft',
        written_by: 'template',
        writer_fallback: 'bad_answer: placeholder_left',
      });
      expect(e.body).toContain('the Pegasus Trail 5 running shoe');
    }
  });

  it('keeps the template’s text, saying why, when the provider fails', async () => {
    const { writer } = provider(() => new Error('503 Service Unavailable'));
    const emails = await draftBatch('Provider down', 1_300, writer);
    for (const e of emails) {
      expect(e).toMatchObject({ status: 'draft', written_by: 'template' });
      expect(e.writer_fallback).toMatch(/^provider_error: .*503 Service Unavailable/);
      expect(e.subject).not.toBe('');
    }
  });

  it('a person’s edit of the text makes it theirs; changing only the address keeps the writer', async () => {
    const { writer } = provider(() => new Error('503 Service Unavailable'));
    const [email] = await draftBatch('Edited later', 1_350, writer);
    const update = async (change: Record<string, string>) =>
      ok(await t.call('koxOutreach.update', { email_id: email!.email_id, ...change }, w.editor.token));
    expect(await update({ to: 'someone@creator.example' })).toMatchObject({
      written_by: 'template',
      writer_fallback: expect.stringMatching(/^provider_error/),
    });
    expect(await update({ subject: email!.subject })).toMatchObject({ written_by: 'template' });
    expect(await update({ body: `${email!.body}\nP.S. We loved your last video.` })).toMatchObject({
      written_by: 'person',
      writer_fallback: null,
    });
  });

  it('never asks the model for what is missing: needs information stays', async () => {
    const { writer, prompts } = provider(() => goodDraft);
    const p = await outreachProject(t, w.editor.token, {
      name: 'No subject',
      creatorIds: sampleCreators(1, true, 1_400),
      subject: '',
    });
    ok(await t.call('koxOutreach.draft', { project_id: p }, w.editor.token));
    await runOutreachJobs(t, { draftWriter: writer });
    expect((await emailsOf(p)).map((e) => e.status)).toEqual(['needs_info']);
    expect(prompts).toEqual([]);
  });

  it('without a provider the template writes, and says so', async () => {
    const p = await outreachProject(t, w.editor.token, {
      name: 'Offline',
      creatorIds: sampleCreators(1, true, 1_500),
    });
    ok(await t.call('koxOutreach.draft', { project_id: p }, w.editor.token));
    await runOutreachJobs(t);
    expect(await emailsOf(p)).toMatchObject([
      { status: 'draft', written_by: 'template', writer_fallback: null },
    ]);
    expect(modelDraftWriter({ name: 'offline', chatModel: () => new MockLanguageModelV4() })).toBeNull();
  });
});

describe('follow-ups written by a provider', { timeout: 60_000 }, () => {
  const followUpOf = async (creatorId: string, writer: ReturnType<typeof provider>['writer']) => {
    const { projectId } = await projectWithTemplate(t, w.editor, [creatorId]);
    const invitation = await sentInvitation(t, {
      teamId: w.teamId,
      projectId,
      creatorId,
      sender: w.editor,
      to: `${creatorId}@creator.example`,
      sentAt: new Date(Date.now() - 4 * DAY_MS),
    });
    const { created } = await planFollowUps(t.deps.db, catalog, new Date(), writer);
    const rows = await Promise.all(created.map((id) => emailRow(t, id)));
    const followUp = rows.find((r) => r.creatorId === creatorId)!;
    return { invitation, followUp };
  };

  it('uses the model’s body under the label’s strategy, threaded as a reply', async () => {
    const body = 'Hi Runner,\n\nJust checking in on the Trail shoe X review: is it a fit?\n\nBest,\nMia';
    const { writer, prompts } = provider(() => ({ body }));
    const { invitation, followUp } = await followUpOf('sample-001601', writer);
    expect(followUp).toMatchObject({
      kind: 'follow_up',
      status: 'scheduled',
      subject: `Re: ${invitation.subject}`,
      body,
      writtenBy: 'mock-model-id',
      writerFallback: null,
      inReplyTo: invitation.messageId,
    });
    expect(prompts.at(-1)).toContain(invitation.body.split('\n')[2]!.slice(0, 30));
    expect(prompts.at(-1)).toContain('strategy');
  });

  it('falls back to the offline text when the provider fails or answers in the wrong language', async () => {
    const failing = await followUpOf('sample-001602', provider(() => new Error('timeout')).writer);
    expect(failing.followUp).toMatchObject({ writtenBy: 'template' });
    expect(failing.followUp.writerFallback).toMatch(/^provider_error: /);
    expect(failing.followUp.body).toContain('Trail shoe X');
    const wrong = await followUpOf(
      'sample-001603',
      provider(() => ({ body: '你好，想跟进一下合作。' })).writer,
    );
    expect(wrong.followUp).toMatchObject({
      writtenBy: 'template',
      writerFallback: 'bad_answer: wrong_language',
    });
    const [row] = await t.deps.db
      .select()
      .from(koxOutreachEmails)
      .where(eq(koxOutreachEmails.id, wrong.followUp.id));
    expect(row!.status).toBe('scheduled');
  });
});
