import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { KoxProjectsScreen } from '@/screens/kox/project/kox-projects-screen';
import { KoxProjectDetailScreen } from '@/screens/kox/project/kox-project-detail-screen';
import { AddToProjectDialog } from '@/screens/kox/project/add-to-project-dialog';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import {
  koxProjectHandlers,
  project,
  projectDb,
  rankedDetailHandler,
  type ProjectDb,
} from '../msw/handlers/kox-project.ts';
import { rankedCreatorIds } from '@/screens/kox/project/ranked-creator-ids';
import { renderKox } from '../kox/kox-kit.tsx';
// Loaded lazily by the screens; imported here so the tests do not race the chunks.
import '@/screens/kox/project/project-dialog';
import '@/screens/kox/project/brief-editor';
import '@/screens/kox/project/project-performance';

function withProjects(db: ProjectDb) {
  server.use(...koxProjectHandlers(db));
  return db;
}

describe('KOX projects', () => {
  it('lists the team’s projects and offers “Create a project” when there are none', async () => {
    withProjects(projectDb());
    renderKox(<KoxProjectsScreen />);
    expect(await screen.findByText('No projects yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Create a project' }).length).toBeGreaterThan(0);
  });

  it('says spec §5’s messages before creating, then creates the project', async () => {
    const db = withProjects(projectDb([project({ name: 'Autumn <drop>', creator_count: 3 })]));
    server.use(
      http.get('/api/kox/template/list', () =>
        ok({
          templates: [
            {
              template_id: 'tpl-1',
              name: 'Spring outreach',
              description: '',
              field_count: 2,
              custom_label_count: 0,
              updated_at: '2026-03-01T08:00:00.000Z',
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderKox(<KoxProjectsScreen />);
    const table = await screen.findByRole('table', { name: 'KOX projects' });
    expect(within(table).getByText('Autumn <drop>')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create a project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a project' });
    await user.clear(within(dialog).getByLabelText(/Start time/));
    await user.click(within(dialog).getByLabelText('Needs batch outreach'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Project name is required')).toBeTruthy();
    expect(within(dialog).getByText('Start time is required')).toBeTruthy();
    expect(within(dialog).getByText('A connection template must be selected')).toBeTruthy();
    expect(db.calls).toEqual([]);
    await user.selectOptions(within(dialog).getByLabelText(/Connection template/), 'Spring outreach');
    await user.type(within(dialog).getByLabelText(/Project name/), 'Spring launch');
    await user.type(within(dialog).getByLabelText(/Start time/), '2026-03-02T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(db.calls).toHaveLength(1));
    expect(db.calls[0]!.body).toMatchObject({
      name: 'Spring launch',
      start_at: new Date('2026-03-02T09:00').toISOString(),
      batch_outreach: true,
      template_id: 'tpl-1',
    });
  });

  it('saves the brief of a project', async () => {
    const db = withProjects(projectDb([project()]));
    const user = userEvent.setup();
    renderKox(<KoxProjectDetailScreen projectId="p-1" />);
    const objective = await screen.findByLabelText('Project objective');
    await user.type(objective, 'Awareness among trail runners');
    await user.type(screen.getByLabelText('Requested audience'), 'Women 25–34');
    await user.click(screen.getByRole('button', { name: 'Save brief' }));
    await waitFor(() => expect(db.calls.find((c) => c.path === 'brief')).toBeTruthy());
    expect(db.calls.find((c) => c.path === 'brief')!.body).toMatchObject({
      project_id: 'p-1',
      brief: { objective: 'Awareness among trail runners', audience: 'Women 25–34', topic: '' },
    });
    expect(await screen.findByText('No creators in this project yet')).toBeTruthy();
  });

  it('edits the name and start time of a project, with §5’s messages, and shows the saved values', async () => {
    const db = withProjects(projectDb([project({ name: 'Spring launch' })]));
    const user = userEvent.setup();
    renderKox(<KoxProjectDetailScreen projectId="p-1" />);
    await user.click(await screen.findByRole('button', { name: 'Edit project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the project' });
    const name = within(dialog).getByLabelText(/Project name/);
    expect((name as HTMLInputElement).value).toBe('Spring launch');
    expect(within(dialog).queryByLabelText(/Client/)).toBeNull();
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Project name is required')).toBeTruthy();
    expect(db.calls).toEqual([]);
    await user.type(name, 'Summer launch');
    await user.clear(within(dialog).getByLabelText(/Start time/));
    await user.type(within(dialog).getByLabelText(/Start time/), '2026-06-01T10:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(db.calls).toHaveLength(1));
    expect(db.calls[0]).toEqual({
      path: 'update',
      body: {
        project_id: 'p-1',
        name: 'Summer launch',
        start_at: new Date('2026-06-01T10:30').toISOString(),
        batch_outreach: false,
        template_id: null,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Summer launch' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds the selection to a chosen project, or to a new one it creates first', async () => {
    const db = withProjects(projectDb([project()]));
    const user = userEvent.setup();
    const added: string[] = [];
    renderKox(
      <AddToProjectDialog
        open
        count={2}
        creatorIds={() => ['sample-000001', 'sample-000002']}
        source="list"
        onClose={() => undefined}
        onAdded={(outcome) => added.push(`${outcome.name}: ${outcome.added}/${outcome.already}`)}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add 2 creators to a project' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose a project');
    await user.click(await within(dialog).findByRole('radio', { name: /Spring launch/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(added).toEqual(['Spring launch: 2/0']));
    await user.type(within(dialog).getByLabelText('Or create a new project'), 'Summer');
    await user.click(within(dialog).getByRole('button', { name: 'Create and add' }));
    await waitFor(() => expect(added).toHaveLength(2));
    expect(added[1]).toBe('Summer: 2/0');
    expect(db.calls.map((c) => c.path)).toEqual(['add', 'create', 'add']);
    expect(db.calls[2]!.body).toMatchObject({ project_id: 'p-2', source: 'list' });
  });

  it('reads every ranked creator of a recommendation, a page of 100 at a time', async () => {
    const pages: number[] = [];
    server.use(rankedDetailHandler(250, pages));
    renderKox(<p>ranked</p>);
    const ids = await rankedCreatorIds('smart_recommend', 'rec-1', 250);
    expect(ids).toHaveLength(250);
    expect(new Set(ids).size).toBe(250);
    expect(ids.at(-1)).toBe('sample-000249');
    expect(pages.sort()).toEqual([1, 2, 3]);
  });
});
