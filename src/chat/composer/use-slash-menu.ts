import { useState, type KeyboardEvent } from 'react';
import { matchSlashCommands, type SlashCommand } from '@/tools/slash-commands';

export interface SlashMenu {
  /** Commands offered for the current text; empty when the menu is closed. */
  commands: SlashCommand[];
  activeIndex: number;
  setActiveIndex(index: number): void;
  /** The command whose input form is open. */
  picked: SlashCommand | null;
  pick(command: SlashCommand): void;
  closeForm(): void;
  /** Handles ↑ ↓ Enter Tab Escape while the menu is open; call first from the input's onKeyDown. */
  onKeyDown(event: KeyboardEvent): void;
}

/** The `/` menu of a composer: which commands match the text, which is active, which was chosen. */
export function useSlashMenu(text: string): SlashMenu {
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const [active, setActive] = useState({ text, index: 0 });
  const [picked, setPicked] = useState<SlashCommand | null>(null);
  const matches = matchSlashCommands(text);
  const commands = picked || dismissedFor === text ? [] : matches;
  // The highlight starts over whenever the text changes.
  const activeIndex = active.text === text ? Math.min(active.index, Math.max(commands.length - 1, 0)) : 0;
  const setActiveIndex = (index: number) => setActive({ text, index });

  const pick = (command: SlashCommand) => setPicked(command);

  return {
    commands,
    activeIndex,
    setActiveIndex,
    picked,
    pick,
    closeForm: () => {
      setPicked(null);
      setDismissedFor(text);
    },
    onKeyDown(event) {
      if (commands.length === 0) return;
      const step = (delta: number) =>
        setActiveIndex((activeIndex + delta + commands.length) % commands.length);
      if (event.key === 'ArrowDown') step(1);
      else if (event.key === 'ArrowUp') step(-1);
      else if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
        const command = commands[activeIndex];
        if (command) pick(command);
      } else if (event.key === 'Escape') setDismissedFor(text);
      else return;
      event.preventDefault();
    },
  };
}
