import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { envelopeIn } from '@/lib/api/envelope-failure';

/** `awaiting`: the call has returned and waits on the user (an approval, an answer); cards decide it. */
export type ToolCardState = 'running' | 'awaiting' | 'done' | 'error' | 'stopped';

/** Where a tool call stands, from what assistant-ui knows about its part. */
export function toolCardState(
  props: Pick<ToolCallMessagePartProps, 'result' | 'isError' | 'status'>,
): ToolCardState {
  if (props.isError) return 'error';
  if (props.result !== undefined) return 'done';
  if (props.status.type === 'incomplete') return 'stopped';
  return 'running';
}

/**
 * The error text of a failed call (assistant-ui wraps it as `{ error }`). The server sends it as the envelope
 * `{"code":…,"message":…}` with the message in the user's language (server/chat/stream-error.ts): the message
 * is shown, not the JSON.
 */
export function toolErrorText(result: unknown): string {
  const text =
    result && typeof result === 'object' && 'error' in result
      ? String((result as { error: unknown }).error)
      : typeof result === 'string'
        ? result
        : '';
  return envelopeIn(text)?.message || text;
}
