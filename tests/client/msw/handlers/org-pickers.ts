import { http } from 'msw';
import type { z } from 'zod';
import type { clientSchema, projectSchema } from '@/lib/api/endpoints/org';
import { ok } from '../envelope.ts';
import { withUser } from './auth.ts';

const clientRef = (client_id: string, name: string) => ({ client_id, name });

export const pickerClients: z.infer<typeof clientSchema>[] = [
  {
    ...clientRef('c-nike', 'Nike'),
    description: '',
    project_count: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
  {
    ...clientRef('c-adidas', 'Adidas'),
    description: '',
    project_count: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
];

const project = (
  project_id: string,
  name: string,
  client: { client_id: string; name: string },
): z.infer<typeof projectSchema> => ({
  project_id,
  name,
  description: '',
  client,
  status: 'active',
  start_date: null,
  end_date: null,
  placement_count: 0,
  dashboard_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

export const pickerProjects = [
  project('p-nike-spring', 'Spring launch', clientRef('c-nike', 'Nike')),
  project('p-adidas-run', 'Run club', clientRef('c-adidas', 'Adidas')),
];

/** The current team's clients and projects, for pickers (the dashboard builder's filing fields). */
export const orgPickerHandlers = [
  http.get(
    '/api/client/list',
    withUser(() => ok({ list: pickerClients, total: pickerClients.length })),
  ),
  http.get(
    '/api/project/list',
    withUser(({ request }) => {
      const clientId = new URL(request.url).searchParams.get('client_id');
      const list = pickerProjects.filter((p) => !clientId || p.client.client_id === clientId);
      return ok({ list, total: list.length });
    }),
  ),
];
