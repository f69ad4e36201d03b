import { http } from 'msw';
import type { z } from 'zod';
import type { myTeamSchema } from '@/lib/api/endpoints/team';
import { ok } from '../envelope.ts';
import { withUser } from './auth.ts';

const team = (
  team_id: string,
  name: string,
  fields: Partial<z.infer<typeof myTeamSchema>> = {},
): z.infer<typeof myTeamSchema> => ({
  team_id,
  name,
  personal: false,
  role: 'editor',
  status: 'active',
  member_count: 3,
  current: false,
  member: true,
  logo_url: null,
  ...fields,
});

/** The signed-in user's teams: the current one, another, their personal team and a disabled membership. */
export const pickerTeams = [
  team('t-acme', 'Acme', { role: 'admin', current: true }),
  team('t-globex', 'Globex'),
  team('t-personal', 'Administrator', { personal: true, role: 'owner', member_count: 1 }),
  team('t-old', 'Initech', { status: 'disabled' }),
];

/** The user's teams for the team picker (`/team`); the team's clients come from org-pickers.ts. */
export const teamPickerHandlers = [
  http.get(
    '/api/team/list',
    withUser(() => ok(pickerTeams)),
  ),
];
