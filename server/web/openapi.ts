import { z } from 'zod';
import type { Endpoint } from '../../src/lib/api/define-endpoint.ts';
import { chatRequestSchema, chatStopRequestSchema } from '../../src/lib/api/chat-request.ts';
import { endpoints } from '../../src/lib/api/endpoints.ts';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
  return rest;
}

function envelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'data', 'message'],
    properties: {
      code: {
        type: 'integer',
        description: '0 on success; otherwise a code of the error table (x-error-codes).',
      },
      data,
      message: { type: 'string' },
      issues: {
        type: 'array',
        description: 'Field errors of a 10201 answer.',
        items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
      },
    },
  };
}

/** GET inputs travel as query parameters, one per property of the input object. */
function queryParameters(input: JsonSchema): JsonSchema[] {
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}

function operation(e: Endpoint): JsonSchema {
  const input = schemaOf(e.input, 'input');
  const bodyless = e.method === 'GET' || e.method === 'DELETE';
  return {
    operationId: e.key,
    summary: e.summary,
    'x-access': e.access,
    ...(e.access.kind === 'public' ? { security: [] } : {}),
    ...(bodyless
      ? { parameters: queryParameters(input) }
      : { requestBody: { required: false, content: { 'application/json': { schema: input } } } }),
    responses: {
      '200': {
        description: 'Success (code 0).',
        content: { 'application/json': { schema: envelope(schemaOf(e.output, 'output')) } },
      },
      default: {
        description: 'An error envelope; the HTTP status follows the code.',
        content: { 'application/json': { schema: envelope({ type: 'null' }) } },
      },
    },
  };
}

/** The chat stream lives outside the endpoint table (it answers a stream, not an envelope); its body is shared. */
function chatOperations(): Record<string, Record<string, JsonSchema>> {
  const body = (schema: z.ZodType) => ({
    required: true,
    content: { 'application/json': { schema: schemaOf(schema, 'input') } },
  });
  return {
    '/api/chat': {
      post: {
        operationId: 'chat.stream',
        summary:
          'Run one assistant turn in a session and stream it (AI SDK UI message stream, server-sent events).',
        'x-access': { kind: 'user' },
        requestBody: body(chatRequestSchema),
        responses: {
          '200': {
            description: 'The UI message stream.',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          default: {
            description: 'An error envelope.',
            content: { 'application/json': { schema: envelope({ type: 'null' }) } },
          },
        },
      },
    },
    '/api/chat/stop': {
      post: {
        operationId: 'chat.stop',
        summary: "Stop the session's running turn; what was streamed so far is kept.",
        'x-access': { kind: 'user' },
        requestBody: body(chatStopRequestSchema),
        responses: {
          default: {
            description: 'The envelope.',
            content: { 'application/json': { schema: envelope({}) } },
          },
        },
      },
    },
  };
}

/** The OpenAPI 3.1 document of the endpoint table and the chat stream, served at /openapi.json. */
export function buildOpenApi(title: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const e of Object.values(endpoints) as Endpoint[]) {
    paths[e.path] ??= {};
    paths[e.path]![e.method.toLowerCase()] = operation(e);
  }
  return {
    openapi: '3.1.0',
    info: { title: `${title} API`, version: '1' },
    'x-error-codes': ErrorCode,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        mbToken: { type: 'apiKey', in: 'header', name: 'MB-TOKEN' },
      },
    },
    security: [{ bearer: [] }, { mbToken: [] }],
    paths: { ...paths, ...chatOperations() },
  };
}
