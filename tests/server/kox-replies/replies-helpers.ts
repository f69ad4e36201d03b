import { eq } from 'drizzle-orm';
import { koxOutreachEmails } from '../../../server/db/schema/index.ts';
import { pollMailbox } from '../../../server/domains/kox-replies/poll-mailbox.ts';
import type { ApiCaller, TestApp } from '../helpers/test-app.ts';
import { templateDraft } from '../helpers/kox-template-draft.ts';
import { ok, type KitUser } from '../teams/org-kit.ts';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** A project with the built-in labels' template and these creators; returns its id and the labels by key. */
export async function projectWithTemplate(t: ApiCaller, user: KitUser, creatorIds: string[]) {
  const template = ok(
    await t.call('koxTemplate.create', templateDraft({ name: `Template ${creatorIds[0]}` }), user.token),
  );
  const project = ok(
    await t.call(
      'koxProject.create',
      {
        name: `Outreach ${creatorIds[0]}`,
        start_at: '2026-01-05T00:00:00.000Z',
        template_id: template.template_id,
      },
      user.token,
    ),
  );
  ok(
    await t.call(
      'koxProject.addCreators',
      { project_id: project.project_id, creator_ids: creatorIds },
      user.token,
    ),
  );
  const detail = ok(await t.call('koxTemplate.detail', { template_id: template.template_id }, user.token));
  const labelOf = Object.fromEntries(
    detail.labels.map((l) => [l.builtin_key ?? l.name, l.label_id]),
  ) as Record<string, string>;
  return { projectId: project.project_id, labelOf };
}

/** An invitation as the send path leaves it: `sent`, with its Message-ID (the send job is the other branch's). */
export async function sentInvitation(
  t: TestApp,
  at: { teamId: string; projectId: string; creatorId: string; sender: KitUser; to: string; sentAt: Date },
) {
  const messageId = `<invite-${at.creatorId}-${at.sentAt.getTime()}@booster.test>`;
  const [row] = await t.deps.db
    .insert(koxOutreachEmails)
    .values({
      teamId: at.teamId,
      projectId: at.projectId,
      creatorId: at.creatorId,
      kind: 'invitation',
      status: 'sent',
      toAddress: at.to,
      subject: 'Collaboration: Trail shoe X × Runner',
      body: 'Hi Runner,\n\nWe would love you to review the Trail shoe X. Our budget is USD 500; are you interested?\n\nBest regards,\nAlice',
      language: 'en',
      senderUserId: at.sender.id,
      messageId,
      sentAt: at.sentAt,
    })
    .returning();
  return row!;
}

export const emailRow = async (t: TestApp, id: string) =>
  (await t.deps.db.select().from(koxOutreachEmails).where(eq(koxOutreachEmails.id, id)))[0]!;

export const poll = (t: TestApp, userId: string, now?: Date) =>
  pollMailbox({ db: t.deps.db, config: t.deps.config, modelJudge: null }, userId, now);
