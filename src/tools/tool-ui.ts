import type { ComponentType } from 'react';
import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import type { ArtifactInput } from '@/artifacts/artifact-types';
import type { ToolHost } from './tool-host.ts';

export interface ToolFormProps<I = unknown> {
  onSubmit(input: I): void;
  onCancel(): void;
}

export interface ToolEffectContext {
  host: ToolHost;
  /** The assistant message that carries the tool call. */
  messageId: string;
}

/**
 * The thread's side of one tool: its card, and what the app does once when a live result arrives. What the
 * composers offer (the slash command, its form) is in tool-command.ts.
 */
export interface ToolUi<I = unknown, O = unknown> {
  Card: ComponentType<ToolCallMessagePartProps<I, O>>;
  effect?(output: O, ctx: ToolEffectContext): void;
  /** The artifact a result shows, if any: lets a restored tab find the message that opened it. */
  artifactOf?(output: O): ArtifactInput | null;
}

/** Erases a concrete ToolUi's types for the registry; the contract checks inputs and outputs at the edges. */
export const anyToolUi = <I, O>(ui: ToolUi<I, O>) => ui as unknown as ToolUi;
