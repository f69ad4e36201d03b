import type { ComponentType } from 'react';
import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import type { TFunction } from 'i18next';
import type { LucideIcon } from 'lucide-react';
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
 * The browser side of one tool: its card in the thread, the input form of its slash command, what the app does
 * once when a live result arrives, and the text the user message shows for a direct call.
 */
export interface ToolUi<I = unknown, O = unknown> {
  icon: LucideIcon;
  /** i18n key (namespace `chat`) of the tool's human name, used by the slash menu and the fallback card. */
  labelKey: string;
  Card: ComponentType<ToolCallMessagePartProps<I, O>>;
  Form?: ComponentType<ToolFormProps<I>>;
  effect?(output: O, ctx: ToolEffectContext): void;
  /** The artifact a result shows, if any: lets a restored tab find the message that opened it. */
  artifactOf?(output: O): ArtifactInput | null;
  /** The user message text for a direct call, e.g. `/open KOX list`. */
  describe(input: I, t: TFunction): string;
}

/** Erases a concrete ToolUi's types for the registry; the contract checks inputs and outputs at the edges. */
export const anyToolUi = <I, O>(ui: ToolUi<I, O>) => ui as unknown as ToolUi;
