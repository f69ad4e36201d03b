import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TFunction } from '@/lib/i18n/translator';
import type { LucideIcon } from 'lucide-react';
import type { ToolFormProps } from './tool-ui.ts';

/**
 * A tool as the composers offer it (the slash menu, ⌘K, the start gallery): its command, its input form and
 * the text a direct call shows. Kept apart from the contract and the card (tool-ui.ts) so a composer lists the
 * commands without loading zod or assistant-ui; each form loads when its command is picked.
 */
export interface SlashCommand<I = unknown> {
  toolName: string;
  /** Without the slash: `open` for `/open`. The contract says the same (a test checks). */
  slash: string;
  ui: {
    icon: LucideIcon;
    /** i18n key (namespace `chat`) of the tool's human name. */
    labelKey: string;
    Form: LazyExoticComponent<ComponentType<ToolFormProps<I>>>;
    /** The user message text for a direct call, e.g. `/open KOX list`. */
    describe(input: I, t: TFunction): string;
  };
}

/** The form component of `load`'s module, loaded on first render (inside a Suspense boundary). */
export function lazyForm<I>(
  load: () => Promise<ComponentType<ToolFormProps<I>>>,
): LazyExoticComponent<ComponentType<ToolFormProps<I>>> {
  return lazy(() => load().then((Form) => ({ default: Form })));
}

/** Erases a concrete command's input type for the list; the contract checks inputs at the edges. */
export const anyCommand = <I>(command: SlashCommand<I>) => command as unknown as SlashCommand;
