import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { koxProjectCreators } from '../../../server/db/schema/index.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import type { TemplateInput } from '../../../src/lib/api/endpoints/kox-template.ts';
import { customLabel, templateDraft } from '../helpers/kox-template-draft.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newTeam, newUser, ok, teamWorld } from '../teams/org-kit.ts';

/* AI business templates: every §5 rule with its code at its field, team scoping, whole saves. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let rivalToken: string;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'tpl');
  const rival = await newUser(t, 'tpl-rival');
  await newTeam(t, 'Rival template team', rival);
  rivalToken = rival.token;
}, 60_000);
afterAll(() => t.close());

const create = (draft: TemplateInput, token = w.editor.token) => t.call('koxTemplate.create', draft, token);

/** The issues of a refused save, as `path → code`. */
async function refused(
  call: Promise<{ body: { code: number; issues?: { path: string; code?: number }[] } }>,
) {
  const res = await call;
  expect(res.body.code).toBe(ErrorCode.KOX_TEMPLATE_INVALID);
  return Object.fromEntries((res.body.issues ?? []).map((i) => [i.path, i.code]));
}

const withLabel = (i: number, patch: Partial<TemplateInput['labels'][number]>) => {
  const draft = templateDraft({ name: `Label case ${Math.random()}` });
  draft.labels[i] = { ...draft.labels[i]!, ...patch };
  return draft;
};
const CUSTOM = 7;

describe('koxTemplate rules (spec §5)', () => {
  it('creates a template whole and reads it back in order', async () => {
    const made = ok(await create(templateDraft({ name: 'Whole one' })));
    const read = ok(await t.call('koxTemplate.detail', { template_id: made.template_id }, w.viewer.token));
    expect(read.fields.map((f) => f.name)).toEqual(['Product', 'Fee']);
    expect(read.labels.map((l) => l.builtin_key)).toEqual([
      'not_contacted',
      'contacted',
      'replied_declined',
      'agreed',
      'negotiating',
      'replied_interested',
      'no_reply',
      null,
    ]);
    expect(read.labels[CUSTOM]).toMatchObject({ name: 'Asked for samples', field_names: ['Product'] });
  });

  it('requires the name and the description', async () => {
    expect(await refused(create(templateDraft({ name: ' ', description: '' })))).toEqual({
      name: ErrorCode.KOX_TEMPLATE_REQUIRED,
      description: ErrorCode.KOX_TEMPLATE_REQUIRED,
    });
  });

  it('refuses a template name the team already has, in any case, but not another team’s', async () => {
    ok(await create(templateDraft({ name: 'Summer campaign' })));
    expect(await refused(create(templateDraft({ name: 'SUMMER campaign' })))).toEqual({
      name: ErrorCode.KOX_TEMPLATE_NAME_TAKEN,
    });
    ok(await create(templateDraft({ name: 'Summer campaign' }), rivalToken));
  });

  it('refuses repeated field names and label names at the second one', async () => {
    const draft = templateDraft({ name: 'Repeats' });
    draft.fields.push({ ...draft.fields[0]!, name: ' product ' });
    draft.labels.push(customLabel({ name: 'agreed' }));
    expect(await refused(create(draft))).toEqual({
      'fields.2.name': ErrorCode.KOX_TEMPLATE_NAME_REPEATED,
      'labels.8.name': ErrorCode.KOX_TEMPLATE_NAME_REPEATED,
    });
  });

  it('requires new fields and custom labels to be complete', async () => {
    const draft = templateDraft({ name: 'Incomplete' });
    draft.fields.push({ name: 'Deadline', content: '', description: '', rule: '', required: false });
    draft.labels[CUSTOM] = customLabel({ judgment_rule: '', reply_strategy: '', follow_up_strategy: '' });
    expect(await refused(create(draft))).toEqual({
      'fields.2.content': ErrorCode.KOX_TEMPLATE_INCOMPLETE,
      'fields.2.description': ErrorCode.KOX_TEMPLATE_INCOMPLETE,
      [`labels.${CUSTOM}.judgment_rule`]: ErrorCode.KOX_TEMPLATE_INCOMPLETE,
      [`labels.${CUSTOM}.reply_strategy`]: ErrorCode.KOX_TEMPLATE_INCOMPLETE,
      [`labels.${CUSTOM}.follow_up_strategy`]: ErrorCode.KOX_TEMPLATE_INCOMPLETE,
    });
  });

  it('lets a built-in label have no rule, but not a label judged by the model', async () => {
    ok(await create(withLabel(4, { judgment_rule: '', reply_strategy: '' })));
    expect(await refused(create(withLabel(4, { judgment_method: 'model', judgment_rule: '' })))).toEqual({
      'labels.4.judgment_rule': ErrorCode.KOX_TEMPLATE_INCOMPLETE,
    });
  });

  it('wants the reply strategy and the model’s completion criteria in English', async () => {
    const draft = withLabel(CUSTOM, {
      judgment_method: 'model',
      judgment_rule: '对方同意寄送样品',
      reply_strategy: 'Confirm the address, 然后寄出样品',
    });
    expect(await refused(create(draft))).toEqual({
      [`labels.${CUSTOM}.judgment_rule`]: ErrorCode.KOX_TEMPLATE_NOT_ENGLISH,
      [`labels.${CUSTOM}.reply_strategy`]: ErrorCode.KOX_TEMPLATE_NOT_ENGLISH,
    });
    ok(
      await create(
        withLabel(CUSTOM, { judgment_method: 'model', judgment_rule: 'They agree to a café visit.' }),
      ),
    );
  });

  it('keeps follow-ups within 0–5 times and 1–30 days', async () => {
    const issues = await refused(create(withLabel(1, { follow_up_count: 6, follow_up_days: 0 })));
    expect(issues).toEqual({
      'labels.1.follow_up_count': ErrorCode.KOX_TEMPLATE_FOLLOW_UP_RANGE,
      'labels.1.follow_up_days': ErrorCode.KOX_TEMPLATE_FOLLOW_UP_RANGE,
    });
    ok(await create(withLabel(1, { follow_up_count: 5, follow_up_days: 30 })));
  });

  it('says which line of a rule it cannot read, and why', async () => {
    const res = await create(withLabel(CUSTOM, { judgment_rule: 'contains any: sample\nmentions: price' }));
    expect(res.body.issues).toEqual([
      expect.objectContaining({
        path: `labels.${CUSTOM}.judgment_rule`,
        code: ErrorCode.KOX_TEMPLATE_RULE_UNREADABLE,
        params: { line: 2, problem: 'unknown_condition' },
      }),
    ]);
  });

  it('lets a label use only fields of its template', async () => {
    expect(await refused(create(withLabel(CUSTOM, { field_names: ['Budget'] })))).toEqual({
      [`labels.${CUSTOM}.field_names`]: ErrorCode.KOX_TEMPLATE_FIELD_UNKNOWN,
    });
  });

  it('needs every built-in label once', async () => {
    const draft = templateDraft({ name: 'No built-ins' });
    draft.labels = draft.labels.filter((l) => l.builtin_key !== 'agreed');
    expect((await create(draft)).body.code).toBe(ErrorCode.VALIDATION);
  });
});

describe('koxTemplate saves, copies and scoping', () => {
  it('saves fields and labels in one go, keeping the ids of the labels it keeps', async () => {
    const made = ok(await create(templateDraft({ name: 'To edit' })));
    const labels = made.labels
      .filter((l) => l.builtin_key !== null)
      .map((l) => ({ ...l, follow_up_days: 4 }));
    const saved = ok(
      await t.call(
        'koxTemplate.update',
        {
          ...made,
          fields: [made.fields[1]!],
          labels: [...labels, customLabel({ name: 'Wants a call', field_names: ['Fee'] })],
        },
        w.editor.token,
      ),
    );
    expect(saved.fields.map((f) => f.name)).toEqual(['Fee']);
    expect(saved.labels.slice(0, 7).map((l) => l.label_id)).toEqual(labels.map((l) => l.label_id));
    expect(saved.labels.map((l) => l.follow_up_days).slice(0, 7)).toEqual(Array(7).fill(4));
    expect(saved.labels[CUSTOM]).toMatchObject({ name: 'Wants a call' });
    expect(saved.labels[CUSTOM]!.label_id).not.toBe(made.labels[CUSTOM]!.label_id);
  });

  it('leaves the template as it was when one label is wrong', async () => {
    const made = ok(await create(templateDraft({ name: 'Atomic' })));
    const res = await t.call(
      'koxTemplate.update',
      {
        ...made,
        name: 'Atomic renamed',
        fields: [],
        labels: [...made.labels.slice(0, 7), customLabel({ reply_strategy: '寄样品' })],
      },
      w.editor.token,
    );
    expect(res.body.code).toBe(ErrorCode.KOX_TEMPLATE_INVALID);
    const after = ok(await t.call('koxTemplate.detail', { template_id: made.template_id }, w.viewer.token));
    expect(after).toEqual(made);
  });

  it('leaves the template as it was when a label id is not its own, after the checks pass', async () => {
    const made = ok(await create(templateDraft({ name: 'Foreign label' })));
    const other = ok(await create(templateDraft({ name: 'Other template' })));
    const labels = made.labels.map((l, i) =>
      i === CUSTOM ? { ...l, label_id: other.labels[CUSTOM]!.label_id } : l,
    );
    const res = await t.call('koxTemplate.update', { ...made, name: 'Renamed', labels }, w.editor.token);
    expect(res.body.code).toBe(ErrorCode.VALIDATION);
    expect(ok(await t.call('koxTemplate.detail', { template_id: made.template_id }, w.viewer.token))).toEqual(
      made,
    );
  });

  it('copies a template under a new name with new label ids, and refuses a name in use', async () => {
    const made = ok(await create(templateDraft({ name: 'Original' })));
    const copy = ok(
      await t.call(
        'koxTemplate.duplicate',
        { template_id: made.template_id, name: 'Original copy' },
        w.editor.token,
      ),
    );
    expect(copy.fields).toEqual(made.fields.map((f, i) => ({ ...f, field_id: copy.fields[i]!.field_id })));
    expect(copy.labels.map((l) => l.name)).toEqual(made.labels.map((l) => l.name));
    expect(copy.labels.some((l) => made.labels.some((m) => m.label_id === l.label_id))).toBe(false);
    expect(
      await refused(
        t.call('koxTemplate.duplicate', { template_id: made.template_id, name: 'original' }, w.editor.token),
      ),
    ).toEqual({ name: ErrorCode.KOX_TEMPLATE_NAME_TAKEN });
  });

  it('lists the team’s templates only, and hides another team’s behind 10205', async () => {
    const mine = ok(await create(templateDraft({ name: 'Listed' })));
    const theirs = ok(await create(templateDraft({ name: 'Theirs' }), rivalToken));
    const list = ok(await t.call('koxTemplate.list', {}, w.viewer.token)).templates;
    expect(list[0]).toMatchObject({ template_id: mine.template_id, field_count: 2, custom_label_count: 1 });
    expect(list.some((x) => x.template_id === theirs.template_id)).toBe(false);
    for (const key of ['koxTemplate.detail', 'koxTemplate.delete'] as const)
      expect((await t.call(key, { template_id: theirs.template_id }, w.editor.token)).body.code).toBe(
        ErrorCode.NOT_FOUND,
      );
    expect((await create(templateDraft({ name: 'By a viewer' }), w.viewer.token)).body.code).toBe(
      ErrorCode.FORBIDDEN,
    );
  });

  it('deletes a template with its fields and labels', async () => {
    const made = ok(await create(templateDraft({ name: 'Short-lived' })));
    expect(ok(await t.call('koxTemplate.delete', { template_id: made.template_id }, w.editor.token))).toEqual(
      {
        deleted: 1,
      },
    );
    expect(
      (await t.call('koxTemplate.detail', { template_id: made.template_id }, w.viewer.token)).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
  });

  it('keeps a label that has contacts: neither a save without it nor deleting the template removes it', async () => {
    const made = ok(await create(templateDraft({ name: 'Has contacts' })));
    const custom = made.labels[CUSTOM]!;
    const project = ok(
      await t.call(
        'koxProject.create',
        { name: 'Contacts project', start_at: '2026-11-24T00:00:00.000Z' },
        w.editor.token,
      ),
    );
    ok(
      await t.call(
        'koxProject.addCreators',
        { project_id: project.project_id, creator_ids: ['sample-000070'] },
        w.editor.token,
      ),
    );
    await t.deps.db
      .update(koxProjectCreators)
      .set({ labelId: custom.label_id })
      .where(eq(koxProjectCreators.projectId, project.project_id));

    const withoutIt = { ...made, labels: made.labels.filter((l) => l.label_id !== custom.label_id) };
    const save = await t.call('koxTemplate.update', withoutIt, w.editor.token);
    expect(save.body.code).toBe(ErrorCode.KOX_LABEL_HAS_CONTACTS);
    expect(save.body.issues?.[0]?.params).toEqual({ label: 'Asked for samples', contacts: 1 });
    const remove = await t.call('koxTemplate.delete', { template_id: made.template_id }, w.editor.token);
    expect(remove.body.code).toBe(ErrorCode.KOX_LABEL_HAS_CONTACTS);
    const read = ok(await t.call('koxTemplate.detail', { template_id: made.template_id }, w.viewer.token));
    expect(read.labels.map((l) => l.label_id)).toEqual(made.labels.map((l) => l.label_id));

    await t.deps.db
      .update(koxProjectCreators)
      .set({ labelId: null })
      .where(eq(koxProjectCreators.projectId, project.project_id));
    expect(ok(await t.call('koxTemplate.update', withoutIt, w.editor.token)).labels).toHaveLength(7);
    expect(ok(await t.call('koxTemplate.delete', { template_id: made.template_id }, w.editor.token))).toEqual(
      {
        deleted: 1,
      },
    );
  });
});
