import { z } from 'zod';
import { access, type Access, type Endpoint } from '../../src/lib/api/define-endpoint.ts';
import { chatRequestSchema, chatStopRequestSchema } from '../../src/lib/api/chat-request.ts';
import {
  endpoints,
  IMPORT_PATH,
  IMPORT_TEMPLATE_PATH,
  importResultSchema,
  importTemplateQuerySchema,
  importUploadFieldsSchema,
} from '../../src/lib/api/endpoints.ts';
import {
  KOX_IMPORT_TEMPLATE_PATH,
  koxImportTemplateQuerySchema,
} from '../../src/lib/api/endpoints/kox-imports.ts';
import {
  TEAM_LOGO_FILE_PATH,
  TEAM_LOGO_PATH,
  teamLogoFileParamsSchema,
  teamLogoSchema,
} from '../../src/lib/api/endpoints/team.ts';
import { readers, teamAdmins, writers } from '../../src/lib/api/endpoints/common.ts';
import { LOGO_CONTENT_TYPES } from '../domains/team/image-header.ts';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { toolContracts } from '../../src/tools/contracts.ts';
import { TEMPLATE_CONTENT_TYPE } from '../domains/imports/import-template.ts';
import { KOX_TEMPLATE_CONTENT_TYPE } from '../domains/kox-imports/import-template.ts';
import { RESULT_PATH, resultInput } from '../domains/kox-recommend/result-stream.ts';
import {
  OUTREACH_ATTACHMENT_FILE_PATH,
  OUTREACH_ATTACHMENT_UPLOAD_PATH,
  OUTREACH_ATTACHMENT_UPLOAD_TO_DRAFTS_PATH,
  attachmentFileQuerySchema,
  attachmentUploadFieldsSchema,
  draftsAttachedSchema,
  draftsUploadFieldsSchema,
  emailAttachmentsSchema,
} from '../../src/lib/api/endpoints/kox-outreach-attachments.ts';
import { ATTACHMENT_TYPES } from '../../src/lib/kox-outreach-attachments.ts';
import {
  AD_COVER_FILE_PATH,
  AD_COVER_UPLOAD_PATH,
  AD_DATA_CHECK_PATH,
  AD_DATA_TEMPLATE_PATH,
  AD_DATA_UPLOAD_PATH,
  adCoverFileParamsSchema,
  adCoverSchema,
  adCoverUploadFieldsSchema,
  adDataCheckFieldsSchema,
  adDataCheckSchema,
  adDataUploadFieldsSchema,
  adDatasetSchema,
  adTemplateQuerySchema,
} from '../../src/lib/api/endpoints/ads.ts';
import { XLSX_MIME } from '../../src/lib/xlsx/write-xlsx.ts';

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
      retry_after_seconds: {
        type: 'integer',
        description: 'Seconds until a 10105 lockout ends (also the Retry-After header).',
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

const errorResponse = {
  description: 'An error envelope; the HTTP status follows the code.',
  content: { 'application/json': { schema: envelope({ type: 'null' }) } },
};

/** Public operations need nothing; share operations also take the share link headers instead of a sign-in. */
function securityOf(rule: Access): JsonSchema {
  if (rule.kind === 'public') return { security: [] };
  if (rule.kind === 'share')
    return { security: [{ bearer: [] }, { mbToken: [] }, { shareLink: [], sharePassword: [] }] };
  return {};
}

function operation(e: Endpoint): JsonSchema {
  const input = schemaOf(e.input, 'input');
  const bodyless = e.method === 'GET' || e.method === 'DELETE';
  return {
    operationId: e.key,
    summary: e.summary,
    'x-access': e.access,
    ...securityOf(e.access),
    ...(bodyless
      ? { parameters: queryParameters(input) }
      : { requestBody: { required: false, content: { 'application/json': { schema: input } } } }),
    responses: {
      '200': {
        description: 'Success (code 0).',
        content: { 'application/json': { schema: envelope(schemaOf(e.output, 'output')) } },
      },
      default: errorResponse,
    },
  };
}

/** `tool_request` of a chat turn: one variant per assistant tool, its name and that tool's own input. */
function chatRequestBodySchema(): JsonSchema {
  const body = schemaOf(chatRequestSchema, 'input');
  const properties = body.properties as Record<string, JsonSchema>;
  properties.tool_request = {
    description: 'Run this tool directly (slash command, ⌘K) instead of asking the model.',
    oneOf: toolContracts.map((tool) => ({
      type: 'object',
      required: ['name', 'input'],
      properties: { name: { type: 'string', const: tool.name }, input: schemaOf(tool.input, 'input') },
    })),
  };
  return body;
}

/** The chat stream lives outside the endpoint table (it answers a stream, not an envelope); its body is shared. */
function chatOperations(): Record<string, Record<string, JsonSchema>> {
  const body = (schema: JsonSchema) => ({ required: true, content: { 'application/json': { schema } } });
  return {
    '/api/chat': {
      post: {
        operationId: 'chat.stream',
        summary:
          'Run one assistant turn in a session and stream it (AI SDK UI message stream, server-sent events).',
        'x-access': access.user,
        requestBody: body(chatRequestBodySchema()),
        responses: {
          '200': {
            description: 'The UI message stream.',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          default: errorResponse,
        },
      },
    },
    '/api/chat/stop': {
      post: {
        operationId: 'chat.stop',
        summary:
          "Stop the session's running turn, on whichever node runs it; what was streamed so far is kept.",
        'x-access': access.user,
        requestBody: body(schemaOf(chatStopRequestSchema, 'input')),
        responses: {
          '200': {
            description:
              'Success (code 0); `stopped` is true once the run ended cut short, false when nothing was running, the answer had already finished, or the node running it did not answer in time.',
            content: {
              'application/json': {
                schema: envelope({
                  type: 'object',
                  required: ['stopped'],
                  properties: { stopped: { type: 'boolean' } },
                }),
              },
            },
          },
          default: errorResponse,
        },
      },
    },
  };
}

const mediaType = (contentType: string) => contentType.split(';')[0]!.trim();

/**
 * A raw multipart upload route (outside the endpoint table): its form fields and `file`, answered with the
 * envelope of `output`.
 */
function multipartUpload(op: {
  operationId: string;
  summary: string;
  access: JsonSchema;
  file: JsonSchema;
  fields?: z.ZodType;
  output: z.ZodType;
  success?: string;
}): Record<string, JsonSchema> {
  const fields = op.fields ? schemaOf(op.fields, 'input') : { type: 'object' };
  return {
    post: {
      operationId: op.operationId,
      summary: op.summary,
      'x-access': op.access,
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              ...fields,
              properties: { ...((fields.properties ?? {}) as JsonSchema), file: op.file },
              required: [...((fields.required ?? []) as string[]), 'file'],
            },
          },
        },
      },
      responses: {
        '200': {
          description: op.success ?? 'Success (code 0).',
          content: { 'application/json': { schema: envelope(schemaOf(op.output, 'output')) } },
        },
        default: errorResponse,
      },
    },
  };
}

/** The post import's raw file routes, outside the endpoint table: a multipart upload and a file download. */
function importOperations(): Record<string, Record<string, JsonSchema>> {
  const file = {
    type: 'string',
    format: 'binary',
    description: 'A CSV or XLSX file of the template, at most 10 MB.',
  };
  return {
    [IMPORT_TEMPLATE_PATH]: {
      get: {
        operationId: 'imports.template',
        summary: 'Download the post import template (a file, not an envelope).',
        'x-access': access.user,
        parameters: queryParameters(schemaOf(importTemplateQuerySchema, 'input')),
        responses: {
          '200': {
            description: 'The template file.',
            content: Object.fromEntries(
              Object.values(TEMPLATE_CONTENT_TYPE).map((type) => [
                mediaType(type),
                { schema: { type: 'string', format: 'binary' } },
              ]),
            ),
          },
          default: errorResponse,
        },
      },
    },
    [IMPORT_PATH]: multipartUpload({
      operationId: 'imports.upload',
      summary: "Import posts from a CSV or XLSX file into an own dashboard's facts.",
      access: writers,
      fields: importUploadFieldsSchema,
      file,
      output: importResultSchema,
    }),
  };
}

/** Outreach attachments' raw routes, outside the endpoint table: two multipart uploads and the file download. */
function outreachAttachmentOperations(): Record<string, Record<string, JsonSchema>> {
  const file = {
    type: 'string',
    format: 'binary',
    description:
      'A PDF, image, Office document, ZIP, TXT or CSV file; an e-mail holds at most 50 MB in total.',
  };
  return {
    [OUTREACH_ATTACHMENT_UPLOAD_PATH]: multipartUpload({
      operationId: 'koxOutreach.uploadAttachment',
      summary: 'Attaches a file to an outreach e-mail that can still be edited.',
      access: writers,
      fields: attachmentUploadFieldsSchema,
      file,
      output: emailAttachmentsSchema,
    }),
    [OUTREACH_ATTACHMENT_UPLOAD_TO_DRAFTS_PATH]: multipartUpload({
      operationId: 'koxOutreach.uploadAttachmentToDrafts',
      summary: 'Attaches a file to every e-mail of a project that can still be edited, all or none.',
      access: writers,
      fields: draftsUploadFieldsSchema,
      file,
      output: draftsAttachedSchema,
    }),
    [OUTREACH_ATTACHMENT_FILE_PATH]: {
      get: {
        operationId: 'koxOutreach.attachmentFile',
        summary: 'Download an attachment of an outreach e-mail (a file, not an envelope).',
        'x-access': readers,
        parameters: queryParameters(schemaOf(attachmentFileQuerySchema, 'input')),
        responses: {
          '200': {
            description: 'The file, as an attachment.',
            content: Object.fromEntries(
              [...new Set(Object.values(ATTACHMENT_TYPES).map((t) => t.type))].map((type) => [
                mediaType(type),
                { schema: { type: 'string', format: 'binary' } },
              ]),
            ),
          },
          default: errorResponse,
        },
      },
    },
  };
}

/** A recommendation's result as server-sent events, outside the endpoint table (a stream, not an envelope). */
function koxRecommendOperations(): Record<string, Record<string, JsonSchema>> {
  const fields = (schemaOf(resultInput, 'input') as { properties: Record<string, JsonSchema> }).properties;
  return {
    [RESULT_PATH.replace(/:(\w+)/g, '{$1}')]: {
      get: {
        operationId: 'koxRecommend.result',
        summary:
          'Stream a recommendation session: `status`, then `progress` while it runs, then `result` (the first 50 ranked creators) or `failed`.',
        'x-access': readers,
        parameters: [
          { name: 'app_name', in: 'path', required: true, schema: fields.app_name },
          { name: 'session_id', in: 'query', required: true, schema: fields.session_id },
        ],
        responses: {
          '200': {
            description: 'The server-sent events.',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          default: errorResponse,
        },
      },
    },
  };
}

/** The KOX and content import templates: a file download outside the endpoint table. */
function koxImportOperations(): Record<string, Record<string, JsonSchema>> {
  return {
    [KOX_IMPORT_TEMPLATE_PATH]: {
      get: {
        operationId: 'kox.importTemplate',
        summary: 'Download the KOX or content import template in zh or en (a file, not an envelope).',
        'x-access': readers,
        parameters: queryParameters(schemaOf(koxImportTemplateQuerySchema, 'input')),
        responses: {
          '200': {
            description: 'The template file.',
            content: Object.fromEntries(
              Object.values(KOX_TEMPLATE_CONTENT_TYPE).map((type) => [
                mediaType(type),
                { schema: { type: 'string', format: 'binary' } },
              ]),
            ),
          },
          default: errorResponse,
        },
      },
    },
  };
}

/** The team logo's raw routes, outside the endpoint table: a multipart upload and the image by its address. */
function teamLogoOperations(): Record<string, Record<string, JsonSchema>> {
  const params = schemaOf(teamLogoFileParamsSchema, 'input');
  const paramSchemas = params.properties as Record<string, JsonSchema>;
  return {
    [TEAM_LOGO_PATH]: multipartUpload({
      operationId: 'team.logoUpload',
      summary:
        "Set the current team's logo: a PNG, JPEG, GIF or WebP (decided by its bytes) of at most 10 MB and " +
        '4096 × 4096 pixels (team admins).',
      access: teamAdmins,
      file: { type: 'string', format: 'binary', description: 'The image.' },
      output: teamLogoSchema,
      success: 'Success (code 0): where the logo is now served.',
    }),
    [TEAM_LOGO_FILE_PATH]: {
      get: {
        operationId: 'team.logoFile',
        summary:
          'A team logo by team and content hash, without a sign-in (an img tag sends no token); cached for a year.',
        'x-access': access.public,
        security: [],
        parameters: Object.entries(paramSchemas).map(([name, schema]) => ({
          name,
          in: 'path',
          required: true,
          schema,
        })),
        responses: {
          '200': {
            description: 'The image.',
            content: Object.fromEntries(
              LOGO_CONTENT_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
            ),
          },
          default: errorResponse,
        },
      },
    },
  };
}

/** Ad data's raw routes (docs/ads.md "Ad data"): the export upload and check, the cover, the template, a cover. */
function adDataOperations(): Record<string, Record<string, JsonSchema>> {
  const sheet = {
    type: 'string',
    format: 'binary',
    description: 'A Meta or TikTok Ads Manager export or the ad data template, CSV or XLSX, at most 100 MB.',
  };
  const params = schemaOf(adCoverFileParamsSchema, 'input').properties as Record<string, JsonSchema>;
  const binary = { schema: { type: 'string', format: 'binary' } };
  return {
    [AD_DATA_UPLOAD_PATH]: multipartUpload({
      operationId: 'adData.add',
      summary:
        'Upload an ad data file as a new dataset (or a new file for one): refused at once when it is no spreadsheet, then parsed in the background (state parsing → success | failed).',
      access: writers,
      fields: adDataUploadFieldsSchema,
      file: sheet,
      output: adDatasetSchema,
    }),
    [AD_DATA_CHECK_PATH]: multipartUpload({
      operationId: 'adData.check',
      summary: 'Read an ad data file and answer its problems (rows, columns, values); nothing is written.',
      access: writers,
      fields: adDataCheckFieldsSchema,
      file: sheet,
      output: adDataCheckSchema,
    }),
    [AD_COVER_UPLOAD_PATH]: multipartUpload({
      operationId: 'adData.uploadCover',
      summary:
        "Set an ad's cover image: a PNG, JPEG, GIF or WebP (by its bytes) of at most 10,000,000 bytes and the width and height asked for.",
      access: writers,
      fields: adCoverUploadFieldsSchema,
      file: { type: 'string', format: 'binary', description: 'The image.' },
      output: adCoverSchema,
    }),
    [AD_DATA_TEMPLATE_PATH]: {
      get: {
        operationId: 'adData.template',
        summary: 'Download the ad data template in zh or en (a file, not an envelope).',
        'x-access': readers,
        parameters: queryParameters(schemaOf(adTemplateQuerySchema, 'input')),
        responses: {
          '200': {
            description: 'The template file.',
            content: { 'text/csv': binary, [XLSX_MIME]: binary },
          },
          default: errorResponse,
        },
      },
    },
    [AD_COVER_FILE_PATH]: {
      get: {
        operationId: 'adData.coverFile',
        summary:
          "An ad's uploaded cover by dataset and content hash, without a sign-in (an img tag sends no token).",
        'x-access': access.public,
        security: [],
        parameters: Object.entries(params).map(([name, schema]) => ({
          name,
          in: 'path',
          required: true,
          schema,
        })),
        responses: {
          '200': {
            description: 'The image.',
            content: Object.fromEntries(LOGO_CONTENT_TYPES.map((type) => [type, binary])),
          },
          default: errorResponse,
        },
      },
    },
  };
}

/** The OpenAPI 3.1 document of every API route: the endpoint table, the chat stream and the raw file routes. */
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
        shareLink: { type: 'apiKey', in: 'header', name: 'sb-share-link' },
        sharePassword: { type: 'apiKey', in: 'header', name: 'sb-share-password' },
      },
    },
    security: [{ bearer: [] }, { mbToken: [] }],
    paths: {
      ...paths,
      ...chatOperations(),
      ...importOperations(),
      ...koxImportOperations(),
      ...koxRecommendOperations(),
      ...teamLogoOperations(),
      ...outreachAttachmentOperations(),
      ...adDataOperations(),
    },
  };
}
