import type { ModelDraftWriter } from '../../../server/domains/kox-outreach/model-draft-writer.ts';
import { registerOutreachJobs } from '../../../server/domains/kox-outreach/outreach-jobs.ts';
import { JobRegistry } from '../../../server/jobs/job-registry.ts';
import { createJobRunner } from '../../../server/jobs/job-runner.ts';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import { templateDraft } from '../helpers/kox-template-draft.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { ok } from '../teams/org-kit.ts';

export const catalog = sampleCreatorCatalog();

/** Sample creators with an e-mail address (or without), from `from` on. */
export function sampleCreators(count: number, withEmail: boolean, from = 1): string[] {
  const found: string[] = [];
  for (let n = from; found.length < count; n++) {
    const c = catalog.creator(`sample-${String(n).padStart(6, '0')}`);
    if (!c) throw new Error('The sample corpus ran out');
    if (Boolean(c.email) === withEmail) found.push(c.id);
  }
  return found;
}

/** Runs every due outreach job until none is left (a clock of the test's own when given, a draft writer). */
export async function runOutreachJobs(
  t: TestApp,
  opts: { now?: () => Date; backoffMs?: number; draftWriter?: ModelDraftWriter | null } = {},
): Promise<void> {
  const registry = new JobRegistry();
  registerOutreachJobs(registry, {
    catalog,
    config: t.deps.config,
    exclusive: true,
    draftWriter: opts.draftWriter ?? null,
  });
  const runner = createJobRunner({
    db: t.deps.db,
    registry,
    backoff: () => opts.backoffMs ?? 0,
    pollMs: 60_000,
    log: () => {},
    now: opts.now,
  });
  await runner.tick();
  await runner.whenIdle();
}

/** A project with a template, a brief (its promoted subject unless `subject` is empty) and these creators. */
export async function outreachProject(
  t: TestApp,
  token: string,
  opts: { name: string; creatorIds: string[]; subject?: string },
): Promise<string> {
  const template = ok(
    await t.call('koxTemplate.create', templateDraft({ name: `${opts.name} template` }), token),
  );
  const project = ok(
    await t.call(
      'koxProject.create',
      {
        name: opts.name,
        start_at: '2026-03-02T09:00:00.000Z',
        batch_outreach: true,
        template_id: template.template_id,
        brief: { subject: opts.subject ?? 'the Pegasus Trail 5 running shoe', objective: '200k views' },
      },
      token,
    ),
  );
  ok(
    await t.call(
      'koxProject.addCreators',
      { project_id: project.project_id, creator_ids: opts.creatorIds },
      token,
    ),
  );
  return project.project_id;
}
