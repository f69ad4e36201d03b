import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. Declared next to the endpoint so the server enforces it from the table
 * and the OpenAPI document shows it.
 * - public: anyone; - user: any signed-in user; - roles: a signed-in user holding one of these role names;
 * - share: a valid share link + password, or a signed-in user.
 */
export type Access =
  { kind: 'public' } | { kind: 'user' } | { kind: 'roles'; roles: readonly string[] } | { kind: 'share' };

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
  roles: (...roles: string[]): Access => ({ kind: 'roles', roles }),
};

export type EndpointInput<E> = E extends Endpoint<infer I, z.ZodType> ? z.input<I> : never;
export type EndpointOutput<E> = E extends Endpoint<z.ZodType, infer O> ? z.output<O> : never;
