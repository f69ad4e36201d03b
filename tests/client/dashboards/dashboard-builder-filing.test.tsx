import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useAuthStore } from '@/lib/auth/auth-store';
import { server } from '../msw/server.ts';
import { fail, ok } from '../msw/envelope.ts';
import { withUser } from '../msw/handlers/auth.ts';
import { pickerClients } from '../msw/handlers/org-pickers.ts';
import { addHandler, next, renderBuilder } from './builder-kit.tsx';

const clientField = () => screen.getByRole('combobox', { name: /^Client/ });
const projectField = () => screen.getByRole('combobox', { name: 'Project' });

async function fillName() {
  await userEvent.type(screen.getByRole('textbox', { name: /Dashboard name/ }), 'Running shoes');
  await userEvent.click(screen.getByRole('checkbox', { name: 'YouTube' }));
}

async function finish() {
  await next();
  await screen.findByRole('group', { name: 'Analysis subjects' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Keywords' }), 'nike');
  await next();
  await userEvent.click(await screen.findByRole('button', { name: 'Create dashboard' }));
}

/** The signed-in member works in a team where they are restricted to some clients. */
function restrictedMember() {
  useAuthStore.getState().setUserRoleInfo({
    role_name: 'editor',
    modules: ['writer'],
    permissions: [],
    system_admin: false,
    team: {
      team_id: 't-1',
      name: 'Demo team',
      role: 'editor',
      restricted: true,
      client_ids: ['c-nike'],
      member: true,
    },
  });
}

describe('dashboard builder — client and project', () => {
  it('files the dashboard under the chosen client and project', async () => {
    const bodies = addHandler();
    renderBuilder();
    await fillName();
    await waitFor(() => expect(clientField().querySelectorAll('option')).toHaveLength(3));
    await userEvent.selectOptions(clientField(), 'Nike');
    await waitFor(() => expect(projectField().querySelectorAll('option')).toHaveLength(2));
    await userEvent.selectOptions(projectField(), 'Spring launch');
    await finish();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ client_id: 'c-nike', project_id: 'p-nike-spring' });
  });

  it('choosing a project first also chooses its client', async () => {
    renderBuilder();
    await waitFor(() => expect(projectField().querySelectorAll('option')).toHaveLength(3));
    await userEvent.selectOptions(projectField(), 'Adidas / Run club');
    await waitFor(() => expect((clientField() as HTMLSelectElement).value).toBe('c-adidas'));
  });

  it('without a choice nothing is filed', async () => {
    const bodies = addHandler();
    renderBuilder();
    await fillName();
    await finish();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ client_id: null, project_id: null });
  });

  it('a restricted member must choose one of their clients', async () => {
    renderBuilder();
    restrictedMember();
    await fillName();
    await next();
    expect(await screen.findByText('Choose one of your clients.')).toBeTruthy();
    expect(document.activeElement).toBe(clientField());
  });

  it("a restricted member's only client is chosen for them", async () => {
    server.use(
      http.get(
        '/api/client/list',
        withUser(() => ok({ list: pickerClients.slice(0, 1), total: 1 })),
      ),
    );
    const bodies = addHandler();
    renderBuilder();
    restrictedMember();
    await fillName();
    await waitFor(() => expect((clientField() as HTMLSelectElement).value).toBe('c-nike'));
    await finish();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ client_id: 'c-nike' });
  });

  it('a client removed meanwhile is reported on the field, in words', async () => {
    server.use(
      http.post(
        '/api/dashboard/add',
        withUser(() =>
          fail('VALIDATION', 'Invalid input', {
            issues: [{ path: 'client_id', message: 'Not found in your team.' }],
          }),
        ),
      ),
    );
    renderBuilder();
    await fillName();
    await waitFor(() => expect(clientField().querySelectorAll('option')).toHaveLength(3));
    await userEvent.selectOptions(clientField(), 'Nike');
    await finish();
    expect(
      await screen.findByText('This client or project is no longer available to you. Choose another one.'),
    ).toBeTruthy();
  });
});
