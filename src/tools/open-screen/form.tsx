import { useState } from 'react';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from 'cmdk';
import { useTranslation } from '@/lib/i18n/use-translation';
import { OFFERED_SCREENS, OFFERED_VIEWS, type ScreenId } from '@/lib/screen-catalog';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import type { openScreenTool } from './contract.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import '@/lib/i18n/namespaces/chat';

type Input = ToolInput<typeof openScreenTool>;

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
        {OFFERED_SCREENS.map((screen) => (
          <CommandItem
            key={screen.id}
            value={screen.id}
            keywords={[t(`screens:title.${screen.id}`), screen.path, ...screen.keywords]}
            onSelect={() => pick(screen.id, screen.artifact)}
            className="flex cursor-pointer items-center justify-between gap-3 rounded-md px-2.5 py-1.5 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
          >
            <span className="truncate">{t(`screens:title.${screen.id}`)}</span>
            <span className="shrink-0 font-mono text-xs text-muted-foreground">{screen.path}</span>
          </CommandItem>
        ))}
        {OFFERED_VIEWS.map(({ screen, view }) => (
          <CommandItem
            key={`${screen.id}:${view.id}`}
            value={`${screen.id}:${view.id}`}
            keywords={[t(`screens:viewTitle.${view.id}`), ...view.keywords]}
            onSelect={() => pick(screen.id as ScreenId, screen.artifact, view.id)}
            className="flex cursor-pointer items-center justify-between gap-3 rounded-md px-2.5 py-1.5 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
          >
            <span className="truncate">{t(`screens:viewTitle.${view.id}`)}</span>
            <span className="shrink-0 font-mono text-xs text-muted-foreground">{screen.path}</span>
          </CommandItem>
        ))}
      </CommandList>
      <label className="flex items-center gap-2 border-t px-3 py-2 text-xs text-muted-foreground">
        <input type="checkbox" checked={asPage} onChange={(e) => setAsPage(e.target.checked)} />
        {t('chat:tools.openScreen.asPage')}
      </label>
    </Command>
  );
}
