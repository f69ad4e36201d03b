import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { vi } from 'vitest';
import { DashboardBuilderScreen } from '@/screens/dashboards';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import { withUser } from '../msw/handlers/auth.ts';
import { detail, renderScreen } from './dashboard-test-kit.tsx';

export function renderBuilder(opts: { mode?: 'smart' | 'custom'; appDoi?: string } = {}) {
  const onCreated = vi.fn();
  const onCancel = vi.fn();
  const view = renderScreen(
    <DashboardBuilderScreen
      appDoi={opts.appDoi}
      mode={opts.mode ?? 'smart'}
      onModeChange={vi.fn()}
      onCancel={onCancel}
      onCreated={onCreated}
    />,
  );
  return { onCreated, onCancel, ...view };
}

export const next = () => userEvent.click(screen.getByRole('button', { name: 'Next step' }));

export async function fillBasics(name = 'Running shoes', media: string[] = ['YouTube']) {
  if (name) await userEvent.type(screen.getByRole('textbox', { name: /Dashboard name/ }), name);
  for (const m of media) await userEvent.click(screen.getByRole('checkbox', { name: m }));
  await next();
  await screen.findByRole('group', { name: 'Analysis subjects' });
}

/**
 * dashboard.add answering a generating dashboard, recording the bodies it gets; dashboard.detail keeps answering
 * "generating" for the progress screen unless a test says otherwise.
 */
export function addHandler(bodies: unknown[] = []) {
  server.use(
    http.get(
      '/api/dashboard/detail',
      withUser(() => ok(detail({ dashboard_id: 'd-new' }))),
    ),
    http.post(
      '/api/dashboard/add',
      withUser(async ({ request }) => {
        bodies.push(await request.json());
        return ok(detail({ dashboard_id: 'd-new' }));
      }),
    ),
  );
  return bodies;
}
