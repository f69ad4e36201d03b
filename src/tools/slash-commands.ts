import { toolContracts } from './contracts.ts';
import type { ToolContract } from './define-tool.ts';
import { toolUi } from './tool-ui-registry.ts';
import type { ToolUi } from './tool-ui.ts';

export interface SlashCommand {
  toolName: string;
  /** Without the slash: `open` for `/open`. */
  slash: string;
  ui: ToolUi & Required<Pick<ToolUi, 'Form'>>;
}

/** One command per tool that has a slash command and an input form, straight from the contracts. */
export const slashCommands: SlashCommand[] = toolContracts.flatMap((contract: ToolContract) => {
  const ui = toolUi(contract.name);
  return ui.Form && contract.slash
    ? [{ toolName: contract.name, slash: contract.slash, ui: { ...ui, Form: ui.Form } }]
    : [];
});

/** The commands a composer text asks for: `/` alone lists all, `/op` narrows by prefix, anything else none. */
export function matchSlashCommands(
  text: string,
  commands: readonly SlashCommand[] = slashCommands,
): SlashCommand[] {
  const match = /^\/(\S*)$/.exec(text);
  if (!match) return [];
  const prefix = (match[1] ?? '').toLowerCase();
  return commands.filter((c) => c.slash.toLowerCase().startsWith(prefix));
}
