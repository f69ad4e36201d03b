import { z } from 'zod';
import {
  DASHBOARD_MEDIA,
  DASHBOARD_STATUSES,
  UPDATE_FREQUENCIES,
} from '../../lib/api/endpoints/dashboard.ts';
import { defineTool } from '../define-tool.ts';

export const MAX_TOOL_SUBJECTS = 5;

const subject = z.object({
  name: z.string().trim().min(1).max(100),
  /** The keyword language of spec §5: `+` AND, `|` OR, `()` priority. */
  keywords: z.string().trim().min(1).max(1000),
});

export const createDashboardTool = defineTool({
  name: 'create_dashboard',
  description:
    'Create a social analytics dashboard that collects posts for 1–5 analysis subjects on the chosen media and computes every report component. Each subject has a name and a keyword query (spec keyword language: `+` AND, `|` OR, parentheses; e.g. "Nike+running shoes"). Regions are ISO alpha-2 codes (US, CN), languages ISO 639-1 codes (en, zh). Name the client or project only when the user does; if the result asks which client, ask the user with ask_user. If the user already has a dashboard on the same subjects, nothing is created and the outcome is "duplicate" with that dashboard: tell the user, and only when they then ask for a new one anyway call again with the same input and allow_duplicate: true.',
  input: z.object({
    name: z.string().trim().max(100).optional(),
    subjects: z.array(subject).min(1).max(MAX_TOOL_SUBJECTS),
    media: z.array(z.enum(DASHBOARD_MEDIA)).min(1).max(DASHBOARD_MEDIA.length),
    regions: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/),
      )
      .max(20)
      .optional(),
    languages: z.array(z.string().trim().min(2).max(16)).max(20).optional(),
    frequency: z.enum(UPDATE_FREQUENCIES).default('once'),
    components: z
      .array(z.string().regex(/^(db|llm)_[a-z0-9_]{1,80}$/))
      .max(60)
      .optional(),
    /** The client (by name) the dashboard is for; a member restricted to several clients must name one. */
    client: z.string().trim().min(1).max(100).optional(),
    /** The project (by name) it belongs to; its client is the dashboard's when no client is named. */
    project: z.string().trim().min(1).max(100).optional(),
    /** Create even when the user already has a dashboard on the same subjects (only after they confirmed). */
    allow_duplicate: z.boolean().optional(),
  }),
  output: z.discriminatedUnion('outcome', [
    z.object({
      outcome: z.literal('created'),
      dashboard_id: z.string(),
      name: z.string(),
      status: z.enum(DASHBOARD_STATUSES),
    }),
    /** Nothing was created: the user already has `existing_*` on the same subjects; `name` is the one asked for. */
    z.object({
      outcome: z.literal('duplicate'),
      existing_dashboard_id: z.string(),
      existing_name: z.string(),
      name: z.string(),
    }),
  ]),
  needsApproval: false,
  slash: 'dashboard',
});
