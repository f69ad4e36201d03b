import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { templateDraft } from '../helpers/kox-template-draft.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { joinTeam, newTeam, newUser, ok, teamWorld } from '../teams/org-kit.ts';

/* KOX projects: spec §5's rules, the team and client scoping, adding and removing creators, the performance. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let acme: string;
let beta: string;
let rivalToken: string;
const sample = (n: number) => sampleCreatorCatalog().creator(`sample-${String(n).padStart(6, '0')}`)!;
const START = '2026-03-02T09:00:00.000Z';

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'koxproj');
  acme = ok(await t.call('client.add', { name: 'Acme' }, w.admin.token)).client_id;
  beta = ok(await t.call('client.add', { name: 'Beta' }, w.admin.token)).client_id;
  await joinTeam(t, w.teamId, w.restricted, 'editor', { clients: [acme] });
  const rival = await newUser(t, 'koxproj-rival');
  await newTeam(t, 'Rival project team', rival);
  rivalToken = rival.token;
}, 60_000);
afterAll(() => t.close());

const create = (input: Record<string, unknown>, token = w.editor.token) =>
  t.call('koxProject.create', input, token);

describe('KOX projects', () => {
  it('requires a name and a start time with spec §5’s codes, and a template with batch outreach', async () => {
    const noName = await create({ name: '  ', start_at: START });
    expect(noName.body.code).toBe(ErrorCode.KOX_PROJECT_NAME_REQUIRED);
    expect(noName.body.issues?.[0]?.path).toBe('name');
    const noStart = await create({ name: 'Spring launch' });
    expect(noStart.body.code).toBe(ErrorCode.KOX_PROJECT_START_REQUIRED);
    expect((await create({ name: 'x'.repeat(101), start_at: START })).body.code).toBe(ErrorCode.VALIDATION);
    const batch = await create({ name: 'Spring launch', start_at: START, batch_outreach: true });
    expect(batch.body.code).toBe(ErrorCode.KOX_PROJECT_TEMPLATE_REQUIRED);
    const unknown = await create({
      name: 'Spring launch',
      start_at: START,
      batch_outreach: true,
      template_id: 'tpl-1',
    });
    expect(unknown.body.code).toBe(ErrorCode.VALIDATION);
    expect(unknown.body.issues?.[0]?.path).toBe('template_id');
    const template = ok(
      await t.call('koxTemplate.create', templateDraft({ name: 'Spring outreach' }), w.editor.token),
    ).template_id;
    const made = ok(
      await create({
        name: ' Spring launch ',
        start_at: START,
        batch_outreach: true,
        template_id: template,
        brief: { topic: 'Trail running shoes' },
      }),
    );
    expect(made).toMatchObject({
      name: 'Spring launch',
      start_at: START,
      batch_outreach: true,
      template_id: template,
      creator_count: 0,
      client: null,
    });
    expect(made.brief).toMatchObject({ topic: 'Trail running shoes', subject: '' });
    // Clearing the template of a batch project breaks the rule for the project as it would be.
    const cleared = await t.call(
      'koxProject.update',
      { project_id: made.project_id, template_id: null },
      w.editor.token,
    );
    expect(cleared.body.code).toBe(ErrorCode.KOX_PROJECT_TEMPLATE_REQUIRED);
    const off = ok(
      await t.call(
        'koxProject.update',
        { project_id: made.project_id, batch_outreach: false, template_id: null },
        w.editor.token,
      ),
    );
    expect(off).toMatchObject({ batch_outreach: false, template_id: null, name: 'Spring launch' });
  });

  it('adds creators once, counts those already there, and removes them idempotently', async () => {
    const { project_id } = ok(await create({ name: 'Idempotence', start_at: START }));
    const ids = [sample(11).id, sample(12).id, sample(13).id];
    const add = (creator_ids: string[]) =>
      t.call('koxProject.addCreators', { project_id, creator_ids, source: 'list' }, w.editor.token).then(ok);
    expect(await add(ids)).toEqual({ added: 3, already: 0 });
    expect(await add([ids[0]!, sample(14).id])).toEqual({ added: 1, already: 1 });
    const unknown = await t.call(
      'koxProject.addCreators',
      { project_id, creator_ids: [sample(15).id, 'imported-nobody'] },
      w.editor.token,
    );
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
    const remove = (creator_ids: string[]) =>
      t.call('koxProject.removeCreators', { project_id, creator_ids }, w.editor.token).then(ok);
    expect(await remove([ids[1]!])).toEqual({ removed: 1 });
    expect(await remove([ids[1]!])).toEqual({ removed: 0 });
    const detail = ok(await t.call('koxProject.detail', { project_id }, w.viewer.token));
    expect(detail.project.creator_count).toBe(3);
    expect(detail.creators.total).toBe(3);
    expect(detail.creators.list.map((c) => c.creator_id).sort()).toEqual(
      [ids[0]!, ids[2]!, sample(14).id].sort(),
    );
    const first = detail.creators.list.find((c) => c.creator_id === ids[0]);
    expect(first).toMatchObject({ source: 'list', creator: { nickname: sample(11).nickname, sample: true } });
    const found = ok(
      await t.call(
        'koxProject.detail',
        { project_id, keyword: sample(14).handle.toUpperCase() },
        w.viewer.token,
      ),
    );
    expect(found.creators).toMatchObject({ total: 1, list: [{ creator_id: sample(14).id }] });
  });

  it('takes an imported creator of the team database, with what the import gave and nothing made up', async () => {
    const { project_id } = ok(await create({ name: 'Imported', start_at: START }));
    ok(
      await t.call(
        'kox.importCreators',
        { text: 'https://www.tiktok.com/@proj_tess,Proj Tess,tess@example.com,52000,9000,,150' },
        w.editor.token,
      ),
    );
    const team = ok(await t.call('kox.teamList', { q: 'proj_tess' }, w.viewer.token));
    const tess = team.list[0]!.creator_id;
    expect(
      ok(await t.call('koxProject.addCreators', { project_id, creator_ids: [tess] }, w.editor.token)),
    ).toEqual({
      added: 1,
      already: 0,
    });
    const [row] = ok(await t.call('koxProject.detail', { project_id }, w.viewer.token)).creators.list;
    expect(row?.creator).toMatchObject({
      origin: 'imported',
      sample: false,
      nickname: 'Proj Tess',
      audience: null,
    });
  });

  it('shows another team nothing, and a restricted member only their clients’ projects', async () => {
    const ofAcme = ok(await create({ name: 'Acme spring', start_at: START, client_id: acme }));
    const ofBeta = ok(await create({ name: 'Beta spring', start_at: START, client_id: beta }));
    const names = async (token: string) =>
      ok(await t.call('koxProject.list', { keyword: 'spring' }, token)).list.map((p) => p.name);
    expect(await names(w.viewer.token)).toEqual(expect.arrayContaining(['Acme spring', 'Beta spring']));
    expect(await names(w.restricted.token)).toEqual(['Acme spring']);
    expect(await names(rivalToken)).toEqual([]);
    for (const [token, id] of [
      [w.restricted.token, ofBeta.project_id],
      [rivalToken, ofAcme.project_id],
    ] as const) {
      expect((await t.call('koxProject.detail', { project_id: id }, token)).body.code).toBe(
        ErrorCode.NOT_FOUND,
      );
      const add = await t.call(
        'koxProject.addCreators',
        { project_id: id, creator_ids: [sample(1).id] },
        token,
      );
      expect(add.body.code).toBe(ErrorCode.NOT_FOUND);
      expect((await t.call('koxProject.delete', { project_id: id }, token)).body.code).toBe(
        ErrorCode.NOT_FOUND,
      );
    }
    // A restricted member files a new project under one of their clients, never under none.
    expect((await create({ name: 'Unfiled', start_at: START }, w.restricted.token)).body.code).toBe(
      ErrorCode.VALIDATION,
    );
    expect(
      (await create({ name: 'Beta', start_at: START, client_id: beta }, w.restricted.token)).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect(ok(await t.call('koxProject.delete', { project_id: ofBeta.project_id }, w.editor.token))).toEqual({
      deleted: 1,
    });
  });

  it('saves the brief fields given and sums the content of the project’s creators by week', async () => {
    const { project_id } = ok(await create({ name: 'Performance', start_at: START }));
    const brief = ok(
      await t.call(
        'koxProject.briefUpdate',
        { project_id, brief: { objective: 'Awareness', kox_request: 'Runners' } },
        w.editor.token,
      ),
    ).brief;
    expect(brief).toMatchObject({ objective: 'Awareness', kox_request: 'Runners', topic: '' });
    ok(
      await t.call(
        'kox.importContent',
        {
          text: [
            `https://www.youtube.com/watch?v=koxproj0001,600,product_placement,120000,deal,${sample(21).profileUrl}`,
            `https://www.youtube.com/watch?v=koxproj0002,900,full_campaign,50000,deal,${sample(22).profileUrl}`,
          ].join('\n'),
        },
        w.editor.token,
      ),
    );
    ok(await t.call('koxProject.addCreators', { project_id, creator_ids: [sample(21).id] }, w.editor.token));
    const perf = ok(await t.call('koxProject.performance', { project_id }, w.viewer.token));
    expect(perf.totals).toMatchObject({ contents: 1, deals: 1, spend_usd: 600, views: 120_000, cpm_usd: 5 });
    expect(perf.by_platform).toEqual([expect.objectContaining({ platform: 'youtube', contents: 1 })]);
    expect(perf.weekly).toHaveLength(1);
    expect(new Date(`${perf.weekly[0]!.week}T00:00:00Z`).getUTCDay()).toBe(1);
  });
});
