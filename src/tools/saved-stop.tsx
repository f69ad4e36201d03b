import type { ComponentType } from 'react';
import { useAuiState, type ToolCallMessagePartProps } from '@assistant-ui/react';

const CANCELLED = { type: 'incomplete', reason: 'cancelled' } as const;

/**
 * A tool's card that reads a saved stop as the live one. Stopping a run during a call marks the call cancelled in
 * the open thread; the saved answer keeps the call without a result under the answer's `terminated` mark (what the
 * server writes when the stop button ends a run), which would otherwise read as a call still running.
 */
export function withSavedStop(
  Card: ComponentType<ToolCallMessagePartProps>,
): ComponentType<ToolCallMessagePartProps> {
  function SavedStopCard(props: ToolCallMessagePartProps) {
    const terminated = useAuiState((s) => s.message.metadata.custom.terminated === true);
    const cutOff = terminated && props.result === undefined && !props.isError;
    return <Card {...props} status={cutOff ? CANCELLED : props.status} />;
  }
  SavedStopCard.displayName = `SavedStop(${Card.displayName ?? Card.name})`;
  return SavedStopCard;
}
