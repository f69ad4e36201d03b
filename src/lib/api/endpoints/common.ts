import { z } from 'zod';
import { access } from '../define-endpoint.ts';

/** Building blocks the endpoint groups share. */
export const recordId = z.string().min(1).max(64);
export const writers = access.roles('admin', 'editor');
export const empty = z.object({}).strict();
export const sessionId = z.string().min(1).max(64);
