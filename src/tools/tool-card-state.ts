import type { ToolCallMessagePartProps } from '@assistant-ui/react';

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

/** The error text of a failed call (assistant-ui wraps it as `{ error }`). */
export function toolErrorText(result: unknown): string {
  if (result && typeof result === 'object' && 'error' in result)
    return String((result as { error: unknown }).error);
  return typeof result === 'string' ? result : '';
}
