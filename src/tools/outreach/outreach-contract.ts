import { z } from 'zod';

/** The languages an invitation is written in (koxOutreach.draft's `language`). */
export const OUTREACH_LANGUAGES = ['zh', 'en'] as const;

/** A project as an outreach tool's output names it: the card opens it, the model quotes its name. */
export const namedProject = { project_id: z.string(), project_name: z.string() };

/** A project's name as a request gives it. */
export const projectNameInput = z.string().trim().min(1).max(100);
