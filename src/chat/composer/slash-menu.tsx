import { useTranslation } from '@/lib/i18n/use-translation';
import { cn } from '@/lib/cn';
import type { SlashMenu } from './use-slash-menu.ts';
import '@/lib/i18n/namespaces/chat';

const SLASH_MENU_ID = 'composer-slash-menu';

const optionId = (slash: string) => `${SLASH_MENU_ID}-${slash}`;

/** The combobox attributes of an input that drives the menu (the input keeps focus; the option is "active"). */
export function slashComboboxProps(menu: SlashMenu) {
  const active = menu.commands[menu.activeIndex];
  return {
    role: 'combobox',
    'aria-expanded': menu.commands.length > 0,
    'aria-controls': SLASH_MENU_ID,
    'aria-autocomplete': 'list',
    ...(active ? { 'aria-activedescendant': optionId(active.slash) } : {}),
  } as const;
}

/** The list of commands above the composer; the input keeps focus and drives it with the keyboard. */
export function SlashMenuList({ menu }: { menu: SlashMenu }) {
  const { t } = useTranslation('chat');
  if (menu.commands.length === 0) return null;
  return (
    <ul
      id={SLASH_MENU_ID}
      role="listbox"
      aria-label={t('composer.commands')}
      className="absolute right-0 bottom-full left-0 z-20 mb-2 overflow-hidden rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
    >
      {menu.commands.map((command, index) => {
        const Icon = command.ui.icon;
        const selected = index === menu.activeIndex;
        return (
          <li
            key={command.toolName}
            id={optionId(command.slash)}
            role="option"
            aria-selected={selected}
            onMouseEnter={() => menu.setActiveIndex(index)}
            onMouseDown={(event) => {
              event.preventDefault();
              menu.pick(command);
            }}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-md px-2.5 py-2 text-sm',
              selected && 'bg-accent text-accent-foreground',
            )}
          >
            <Icon aria-hidden className="size-4 shrink-0" />
            <span className="font-mono text-xs">/{command.slash}</span>
            <span className="text-muted-foreground">{t(command.ui.labelKey)}</span>
          </li>
        );
      })}
    </ul>
  );
}
