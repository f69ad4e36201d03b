import { useState } from 'react';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from 'cmdk';
import { useTranslation } from '@/lib/i18n/use-translation';
import {
  OFFERED_SCREENS,
  OFFERED_VIEWS,
  screenTitleKey,
  type ScreenEntry,
  type ScreenId,
  type ScreenView,
} from '@/lib/screen-catalog';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import type { openScreenTool } from './contract.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import '@/lib/i18n/namespaces/chat';

type Input = ToolInput<typeof openScreenTool>;

/** Every offered screen, then the views of screens ("ad dashboards" of the report app). */
const ITEMS: { value: string; screen: ScreenEntry; view?: ScreenView; keywords: readonly string[] }[] = [
  ...OFFERED_SCREENS.map((screen) => ({ value: screen.id, screen, keywords: screen.keywords })),
  ...OFFERED_VIEWS.map(({ screen, view }) => ({
    value: `${screen.id}:${view.id}`,
    screen,
    view,
    keywords: view.keywords,
  })),
];

/** `/open`: pick a screen (type to filter, arrows and Enter), in the side panel or as a page. */
export function OpenScreenForm({ onSubmit, onCancel }: ToolFormProps<Input>) {
  const { t } = useTranslation(['chat', 'screens']);
  const [asPage, setAsPage] = useState(false);
  const pick = (screen: ScreenId, artifact: boolean, view?: string) =>
    onSubmit({ screen, ...(view ? { view } : {}), target: asPage || !artifact ? 'page' : 'artifact' });
  return (
    <Command
      label={t('chat:tools.openScreen.formLabel')}
      className="flex flex-col"
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <CommandInput
        autoFocus
        placeholder={t('chat:tools.openScreen.search')}
        className="h-9 border-b bg-transparent px-3 text-sm outline-none"
      />
      <CommandList className="max-h-64 overflow-y-auto p-1">
        <CommandEmpty className="px-3 py-6 text-center text-sm text-muted-foreground">
          {t('chat:tools.openScreen.noMatch')}
        </CommandEmpty>
        {ITEMS.map(({ value, screen, view, keywords }) => {
          const title = t(screenTitleKey(screen.id, view?.id));
          return (
            <CommandItem
              key={value}
              value={value}
              keywords={[title, screen.path, ...keywords]}
              onSelect={() => pick(screen.id as ScreenId, screen.artifact, view?.id)}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-md px-2.5 py-1.5 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
            >
              <span className="truncate">{title}</span>
              <span className="shrink-0 font-mono text-xs text-muted-foreground">{screen.path}</span>
            </CommandItem>
          );
        })}
      </CommandList>
      <label className="flex items-center gap-2 border-t px-3 py-2 text-xs text-muted-foreground">
        <input type="checkbox" checked={asPage} onChange={(e) => setAsPage(e.target.checked)} />
        {t('chat:tools.openScreen.asPage')}
      </label>
    </Command>
  );
}
