import { z } from 'zod';
import { isTimeZone } from '../time/zoned-time.ts';
import { boundedJson } from './endpoints/common.ts';

/**
 * The body of `POST /api/chat` (the streamed assistant turn) and `POST /api/chat/stop`. Shared by the
 * browser's chat transport and the server's validator. The client sends only the new user message; the
 * server loads the history of the session itself, so a client cannot rewrite what the model saw.
 */
const userTextPart = z.object({ type: z.literal('text'), text: z.string().min(1).max(8000) });

export const chatUserMessageSchema = z.object({
  id: z.string().min(1).max(100),
  role: z.literal('user'),
  parts: z.array(userTextPart).min(1).max(20),
  metadata: boundedJson(2_000).optional(),
});

/** A tool call run directly (slash command, ⌘K) instead of asking the model; executed in the same stream. */
export const toolRequestSchema = z.object({
  name: z.string().min(1).max(64),
  input: z.unknown(),
});

export const chatRequestSchema = z.object({
  session_id: z.string().min(1).max(64),
  message: chatUserMessageSchema,
  locale: z.enum(['zh', 'en']).default('zh'),
  /** The browser's time zone (IANA): "tomorrow at 9" and "this week" are on the user's clock. */
  time_zone: z.string().max(64).refine(isTimeZone, 'not a time zone').default('UTC'),
  tool_request: toolRequestSchema.optional(),
  /** What the user is looking at: the dashboard open in the artifact panel, which tools default to. */
  context: z.object({ dashboard_id: z.string().min(1).max(64).optional() }).optional(),
});

export const chatStopRequestSchema = z.object({ session_id: z.string().min(1).max(64) });

export type ChatRequest = z.input<typeof chatRequestSchema>;
export type ChatUserMessage = z.infer<typeof chatUserMessageSchema>;
export type ToolRequest = z.infer<typeof toolRequestSchema>;

/** Metadata the server attaches to a stored assistant message. */
export const assistantMetadataSchema = z.object({ terminated: z.boolean().optional() });
export type AssistantMetadata = z.infer<typeof assistantMetadataSchema>;
