import { harnessMailbox, type MailHarness } from '../../helpers/mail-server/mail-harness.ts';
import { inboxMessageIds } from '../../helpers/mail-server/read-inbox.ts';
import { templateDraft } from '../../server/helpers/kox-template-draft.ts';
import { sampleCreators } from '../../server/kox-outreach/outreach-kit.ts';
import { waitUntil, type ServerProcess } from '../helpers/spawn-server.ts';

/** The API's answer or a thrown error with its code and message. */
function data<T>(res: { body: { code: number; message: string; data: T } }): T {
  if (res.body.code !== 0) throw new Error(`API error ${res.body.code}: ${res.body.message}`);
  return res.body.data;
}

export interface Outreach {
  projectId: string;
  emailIds: string[];
}

/**
 * On a running server: alice's harness mailbox as the admin's sender (no spacing), a project with `count`
 * creators, their drafts written and addressed to bob and carol in turn.
 */
export async function draftsForHarness(
  server: ServerProcess,
  token: string,
  mail: MailHarness,
  opts: { count: number; smtpPort?: number },
): Promise<Outreach> {
  data(
    await server.call(
      'koxMailbox.save',
      harnessMailbox(mail, 'alice', { smtp_port: opts.smtpPort ?? mail.smtpPort }),
      token,
    ),
  );
  data(await server.call('koxOutreach.senderSettings', { send_spacing_seconds: 0 }, token));
  const template = data(
    await server.call('koxTemplate.create', templateDraft({ name: 'Fault outreach' }), token),
  );
  const project = data(
    await server.call(
      'koxProject.create',
      {
        name: 'Fault outreach',
        start_at: '2026-03-02T09:00:00.000Z',
        batch_outreach: true,
        template_id: template.template_id,
        brief: { subject: 'the Pegasus Trail 5 running shoe' },
      },
      token,
    ),
  );
  const projectId = project.project_id;
  data(
    await server.call(
      'koxProject.addCreators',
      { project_id: projectId, creator_ids: sampleCreators(opts.count, true, 1) },
      token,
    ),
  );
  const { batch } = data(await server.call('koxOutreach.draft', { project_id: projectId }, token));
  await waitUntil(
    'the drafts',
    async () =>
      data(await server.call('koxOutreach.batch', { batch_id: batch.batch_id }, token)).done
        ? true
        : undefined,
    { timeoutMs: 60_000 },
  );
  const emails = data(
    await server.call('koxOutreach.list', { project_id: projectId, page_size: 100 }, token),
  ).list;
  const users = ['bob', 'carol'];
  for (const [i, e] of emails.entries())
    data(
      await server.call(
        'koxOutreach.update',
        { email_id: e.email_id, to: mail.addressOf(users[i % 2]!) },
        token,
      ),
    );
  return { projectId, emailIds: emails.map((e) => e.email_id) };
}

export async function emailsOf(server: ServerProcess, token: string, projectId: string) {
  return data(await server.call('koxOutreach.list', { project_id: projectId, page_size: 100 }, token)).list;
}

/** Waits until every e-mail of the project is sent; returns them. */
export async function allSent(server: ServerProcess, token: string, projectId: string, timeoutMs = 120_000) {
  return waitUntil(
    'every e-mail to be sent',
    async () => {
      const emails = await emailsOf(server, token, projectId);
      return emails.every((e) => e.status === 'sent') ? emails : undefined;
    },
    { timeoutMs, intervalMs: 500 },
  );
}

/** Each e-mail's Message-ID appears exactly once in its recipient's INBOX and once in the sender's (the Bcc). */
export async function countDeliveries(
  mail: MailHarness,
  emails: { to: string; message_id: string | null }[],
) {
  const inboxes = Object.fromEntries(
    await Promise.all(
      ['alice', 'bob', 'carol'].map(async (u) => [u, await inboxMessageIds(mail, u)] as const),
    ),
  );
  return emails.map((e) => {
    const user = e.to.split('@')[0]!;
    return {
      to: inboxes[user]!.filter((id) => id === e.message_id).length,
      senderCopy: inboxes.alice!.filter((id) => id === e.message_id).length,
    };
  });
}
