import { z } from 'zod';
import { access, defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { MODULES } from '../../roles.ts';
import { boundedRecord, sessionId } from './common.ts';

export const sessionSchema = z.object({
  session_id: z.string(),
  title: z.string(),
  domain: z.enum(MODULES),
  app_doi: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A stored chat message: an AI SDK UIMessage, kept as JSON. */
export const storedMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant', 'system']),
  parts: z.array(z.looseObject({ type: z.string() })),
  metadata: z.unknown().optional(),
});

/** Assistant sessions and their history; client monitor records. */
export const sessionEndpoints = {
  'session.listByDomain': defineEndpoint({
    key: 'session.listByDomain',
    method: 'GET',
    path: '/api/session/listByDomain',
    input: z.object({ domain: z.enum(MODULES).default('writer'), keyword: z.string().max(100).optional() }),
    output: z.array(sessionSchema),
    access: access.user,
    summary:
      "The caller's own assistant sessions in their current team, newest first, optionally filtered by title.",
  }),
  'session.addByApp': defineEndpoint({
    key: 'session.addByApp',
    method: 'POST',
    path: '/api/session/addByApp',
    input: z.object({
      domain: z.enum(MODULES).default('writer'),
      app_doi: z.string().max(200).nullable().default(null),
      title: z.string().trim().max(120).default(''),
    }),
    output: sessionSchema,
    access: access.user,
    summary:
      'Start a new assistant session in the current team (10110 in none); it stays private to its author.',
  }),
  'session.edit': defineEndpoint({
    key: 'session.edit',
    method: 'POST',
    path: '/api/session/edit',
    input: z.object({ session_id: sessionId, title: z.string().trim().min(1).max(120) }),
    output: sessionSchema,
    access: access.user,
    summary: 'Rename a session.',
  }),
  'session.del': defineEndpoint({
    key: 'session.del',
    method: 'POST',
    path: '/api/session/del',
    input: z.object({ session_id: sessionId }),
    output: z.null(),
    access: access.user,
    summary: 'Delete a session and its messages.',
  }),
  'session.chatHistory': defineEndpoint({
    key: 'session.chatHistory',
    method: 'GET',
    path: '/api/session/chatHistory',
    input: z.object({ session_id: sessionId }),
    output: z.array(storedMessageSchema),
    access: access.user,
    summary: "A session's messages, oldest first.",
  }),
  'monitor.record': defineEndpoint({
    key: 'monitor.record',
    method: 'POST',
    path: '/api/monitor/record',
    input: z.object({
      level: z.enum(['info', 'warn', 'error']),
      message: z.string().min(1).max(500),
      data: boundedRecord(z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]), 50).default({}),
    }),
    output: z.null(),
    access: access.public,
    summary:
      'Record a client event (route change, script error) in the server log; rate-limited per address.',
  }),
} satisfies Record<string, Endpoint>;
