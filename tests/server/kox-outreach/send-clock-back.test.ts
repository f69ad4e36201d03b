import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sinceClockBack } from '../../../server/domains/kox-outreach/send-guardrails.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newTeam, newUser, ok, type KitUser } from '../teams/org-kit.ts';
import { outreachProject, runOutreachJobs, sampleCreators } from './outreach-kit.ts';

/* The sending guardrails after the server's clock was set back (NTP, a restored VM): sends are not held. */

const DAY_MS = 86_400_000;
let t: TestApp;
let alice: KitUser;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  alice = await newUser(t, 'clock-back-alice');
  await newTeam(t, 'Clock back team', alice);
}, 60_000);
afterAll(() => t?.close());

describe('sending after the clock was set back', () => {
  it('does not space the next e-mail against one sent "days ahead"', async () => {
    const project = await outreachProject(t, alice.token, {
      name: 'Clock back',
      creatorIds: sampleCreators(2, true, 700),
    });
    ok(await t.call('koxOutreach.draft', { project_id: project }, alice.token));
    await runOutreachJobs(t);
    ok(await t.call('koxMailbox.save', { kind: 'sandbox', sender_name: 'Alice' }, alice.token));
    ok(await t.call('koxOutreach.senderSettings', { send_spacing_seconds: 30 }, alice.token));
    const emails = async () =>
      ok(await t.call('koxOutreach.list', { project_id: project, page_size: 10 }, alice.token)).list;
    const [first, second] = (await emails()).map((e) => e.email_id);

    // Sent while the clock read three days later than it does now.
    const ahead = new Date(Date.now() + 3 * DAY_MS);
    ok(await t.call('koxOutreach.schedule', { email_ids: [first!], mode: 'now' }, alice.token));
    await runOutreachJobs(t, { now: () => ahead });
    ok(await t.call('koxOutreach.schedule', { email_ids: [second!], mode: 'now' }, alice.token));
    await runOutreachJobs(t);
    expect((await emails()).map((e) => e.status)).toEqual(['sent', 'sent']);
  });

  it('keeps times the reservations or the nodes’ clocks can explain', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(sinceClockBack(now.getTime() + 30_000, now, 0)).toBe(now.getTime() + 30_000);
    expect(sinceClockBack(now.getTime() + 3_600_000, now, 200 * 30_000)).toBe(now.getTime() + 3_600_000);
    expect(sinceClockBack(now.getTime() + 3 * DAY_MS, now, 200 * 30_000)).toBe(0);
  });
});
