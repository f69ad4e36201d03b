import type { z } from 'zod';
import type { TeamRole } from '../roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. Declared next to the endpoint so the server enforces it from the table
 * and the OpenAPI document shows it.
 * - public: anyone; - user: any signed-in user (for what is theirs alone: sign-in, their teams, their chats);
 * - team: a member of the caller's current team holding at least `role`; what the endpoint touches must also
 *   be in that team and, for a member restricted to some clients, under one of them (docs/teams.md);
 * - system: a system administrator (the studio's `admin` role): backstage;
 * - share: a valid share link + password, or a team member who may read the dashboard.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'team'; role: TeamRole }
  | { kind: 'system' }
  | { kind: 'share' };

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  key: string;
  method: HttpMethod;
  /** Path under the API origin, with `{x}` placeholders filled from the input. */
  path: string;
  input: I;
  output: O;
  access: Access;
  summary: string;
}

export function defineEndpoint<I extends z.ZodType, O extends z.ZodType>(e: Endpoint<I, O>): Endpoint<I, O> {
  return e;
}

export const access = {
  public: { kind: 'public' } as const,
  user: { kind: 'user' } as const,
  share: { kind: 'share' } as const,
  system: { kind: 'system' } as const,
  team: (role: TeamRole): Access => ({ kind: 'team', role }),
};

export type EndpointInput<E> = E extends Endpoint<infer I, z.ZodType> ? z.input<I> : never;
export type EndpointOutput<E> = E extends Endpoint<z.ZodType, infer O> ? z.output<O> : never;
