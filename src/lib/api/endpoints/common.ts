import { z } from 'zod';
import { access } from '../define-endpoint.ts';

/** Building blocks the endpoint groups share. */
export const recordId = z.string().min(1).max(64);
/** Team members who create and change the team's work. */
export const writers = access.team('editor');
/** Every member of the current team (restricted members: within their clients). */
export const readers = access.team('viewer');
/** The team's owner and admins: teammanage. */
export const teamAdmins = access.team('admin');
export const empty = z.object({}).strict();
export const sessionId = z.string().min(1).max(64);

/** How long a record key may be. */
const MAX_KEY_LENGTH = 64;

/**
 * A record of at most `maxEntries` keys of at most 64 characters. zod records have no size bound of their own;
 * the bound is written into the OpenAPI document as `maxProperties` too.
 */
export const boundedRecord = <V extends z.ZodType>(value: V, maxEntries: number) =>
  z
    .record(z.string().max(MAX_KEY_LENGTH), value)
    .refine((r) => Object.keys(r).length <= maxEntries, `At most ${maxEntries} entries.`)
    .meta({ maxProperties: maxEntries });

/**
 * Free-form JSON of at most `maxChars` characters once serialized. JSON Schema has no size bound for an
 * untyped value, so the OpenAPI document states it as `x-max-json-length`.
 */
export const boundedJson = (maxChars: number) =>
  z
    .unknown()
    .refine(
      (v) => v === undefined || JSON.stringify(v).length <= maxChars,
      `At most ${maxChars} characters as JSON.`,
    )
    .meta({ 'x-max-json-length': maxChars });
