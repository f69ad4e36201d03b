import { z } from 'zod';
import { recordId } from './common.ts';

/* Building blocks of the team's clients, projects and placements and of the backstage lists. */

// eslint-disable-next-line no-control-regex -- names are one line of visible text
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** A name shown in lists and pickers: trimmed, 1..max characters, one line. */
export const displayName = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((v) => !CONTROL_CHARACTERS.test(v), 'No control characters (line breaks, tabs).');

export const description = (max: number) => z.string().trim().max(max);

export const keyword = z.string().trim().max(100).optional();
export const page = z.coerce.number().int().min(1).default(1);
export const pageSize = z.coerce.number().int().min(1).max(100).default(20);

/** A calendar day, YYYY-MM-DD, that exists. */
export const isoDate = z.iso.date();

/**
 * A list of 1..max ids. In a query string each id is one repeated parameter (`?client_ids=a&client_ids=b`);
 * a single one arrives as a plain string.
 */
export const idList = (max: number) =>
  z
    .union([recordId, z.array(recordId).min(1).max(max)])
    .transform((v) => [...new Set(typeof v === 'string' ? [v] : v)]);

/** 1..max ids in a JSON body, duplicates ignored. */
export const idArray = (max: number) =>
  z
    .array(recordId)
    .min(1)
    .max(max)
    .transform((v) => [...new Set(v)]);

export const teamRefSchema = z.object({ team_id: z.string(), name: z.string() });

/** A paginated answer. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int() });
