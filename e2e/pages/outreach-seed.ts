import type { Page } from 'playwright-core';
import { callAsUser } from './api.ts';
import { sampleCreatorCatalog } from '../../server/kox/creator-catalog.ts';
import { templateDraft } from '../../tests/server/helpers/kox-template-draft.ts';

/** `count` sample creators that have an e-mail address, from `from` on (specs take disjoint ranges). */
export function creatorsWithEmail(count: number, from: number): string[] {
  const catalog = sampleCreatorCatalog();
  const found: string[] = [];
  for (let n = from; found.length < count; n++) {
    const c = catalog.creator(`sample-${String(n).padStart(6, '0')}`);
    if (c?.email) found.push(c.id);
  }
  return found;
}

/** A template and a batch-outreach project with a brief and these creators, as the signed-in user; its id. */
export async function seedOutreachProject(
  page: Page,
  opts: { name: string; templateName: string; creatorIds: string[] },
): Promise<string> {
  const template = await callAsUser<{ template_id: string }>(
    page,
    'POST',
    '/api/kox/template/create',
    templateDraft({ name: opts.templateName }),
  );
  const project = await callAsUser<{ project_id: string }>(page, 'POST', '/api/kox/project/create', {
    name: opts.name,
    start_at: '2026-03-02T09:00:00.000Z',
    batch_outreach: true,
    template_id: template.template_id,
    brief: { subject: 'the Pegasus Trail 5 running shoe', objective: '200k views' },
  });
  await callAsUser(page, 'POST', '/api/kox/project/creators/add', {
    project_id: project.project_id,
    creator_ids: opts.creatorIds,
  });
  return project.project_id;
}
