import { setupServer } from 'msw/node';
import { appHandlers } from './handlers/app.ts';
import { authHandlers } from './handlers/auth.ts';
import { dashboardHandlers } from './handlers/dashboard.ts';
import { orgPickerHandlers } from './handlers/org-pickers.ts';
import { sessionHandlers } from './handlers/session.ts';
import { teamPickerHandlers } from './handlers/team-pickers.ts';

/** The fake API for client tests; add a domain's handlers here. Tests override with `server.use(...)`. */
export const server = setupServer(
  ...appHandlers,
  ...authHandlers,
  ...sessionHandlers,
  ...dashboardHandlers,
  ...orgPickerHandlers,
  ...teamPickerHandlers,
);
