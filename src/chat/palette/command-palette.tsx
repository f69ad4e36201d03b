import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandList } from 'cmdk';
import {
  Check,
  ChartColumnBig,
  FileUp,
  Languages,
  LogOut,
  MessageSquare,
  Plus,
  SquareArrowOutUpRight,
} from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSignOut } from '@/components/app-shell/use-sign-out';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useLanguage } from '@/lib/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { AD_REPORT_APP_DOI } from '@/lib/ads/ad-dashboard-values';
import { reportPath } from '@/lib/report-path';
import { findScreen, findScreenView, OFFERED_SCREENS, screenHref } from '@/lib/screen-catalog';
import { slashCommands, type SlashCommand } from '@/tools/slash-commands';
import { useSlashRun } from '../composer/use-run-slash-command.ts';
import { useRegisterNavigator } from '../runtime/use-register-navigator.ts';
import { workspaceHref } from '../runtime/workspace-href.ts';
import { sessionsQuery } from '../sessions/session-queries.ts';
import { useSessionMutations } from '../sessions/use-session-mutations.ts';
import { openScreenFromPalette } from './open-screen-action.ts';
import { PaletteDashboards } from './palette-dashboards.tsx';
import { PaletteItem } from './palette-item.tsx';
import { PaletteToolForm } from './palette-tool-form.tsx';
import { usePaletteToolRun } from './use-palette-tool-run.ts';
import '@/lib/i18n/namespaces/chat';
import '@/lib/i18n/namespaces/palette';

const KOX_LIST = findScreen('kox-list')!;
const CREATOR_IMPORT = findScreenView('kox-list', 'kox-import')!;
/** The team database with its import dialog open (the catalog's "Import creators" view). */
const CREATOR_IMPORT_HREF = screenHref(KOX_LIST, CREATOR_IMPORT);

const RECENT_SESSIONS = 6;
const MATCHING_SESSIONS = 20;
const GROUP_CLASS =
  'px-1 py-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:text-muted-foreground';

/**
 * ⌘K: every screen offered to users, the tools that have a form (as their slash command), recent sessions and dashboards, new
 * chat, language, sign out. palette-launcher.tsx mounts it on the first ⌘K and owns `open`.
 */
export function PaletteDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation(['palette', 'screens', 'chat']);
  const [tool, setTool] = useState<SlashCommand | null>(null);
  // Closed however it was (Escape, a pick, ⌘K), the palette opens at its list again.
  const [shownOpen, setShownOpen] = useState(open);
  const [search, setSearch] = useState('');
  if (shownOpen !== open) {
    setShownOpen(open);
    setTool(null);
    setSearch('');
  }
  // What is typed also searches the server: every chat and dashboard can be found, not only the recent ones.
  const keyword = useDebouncedValue(search.trim());
  const setOpen = onOpenChange;
  const toRun = useSlashRun();
  const runTool = usePaletteToolRun();
  const navigate = useNavigate();
  useRegisterNavigator(useRouter());
  const sessions = useQuery({ ...sessionsQuery(keyword), enabled: open, placeholderData: keepPreviousData });
  const { create } = useSessionMutations();
  const { language, setLanguage } = useLanguage();
  const signOut = useSignOut();

  const run = (action: () => void) => {
    setOpen(false);
    action();
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        showCloseButton={false}
        className="top-[20%] translate-y-0 gap-0 overflow-hidden p-0 sm:max-w-xl"
      >
        <DialogTitle className="sr-only">{t('palette:title')}</DialogTitle>
        <DialogDescription className="sr-only">{t('palette:description')}</DialogDescription>
        {tool ? (
          <PaletteToolForm
            command={tool}
            onBack={() => setTool(null)}
            onSubmit={(input) => run(() => runTool(toRun(tool, input)))}
          />
        ) : (
          <Command label={t('palette:title')} className="flex flex-col">
            <CommandInput
              autoFocus
              value={search}
              onValueChange={setSearch}
              placeholder={t('palette:placeholder')}
              className="h-12 border-b bg-transparent px-4 text-sm outline-none"
            />
            <CommandList className="max-h-[min(60vh,420px)] overflow-y-auto p-1">
              <CommandEmpty className="px-3 py-8 text-center text-sm text-muted-foreground">
                {t('palette:empty')}
              </CommandEmpty>
              <CommandGroup heading={t('palette:groups.actions')} className={GROUP_CLASS}>
                <PaletteItem
                  value="action:new-chat"
                  keywords={[t('palette:newChat'), 'new chat', '新对话']}
                  icon={Plus}
                  onSelect={() =>
                    run(() =>
                      create.mutate('', {
                        onSuccess: (s) => void navigate({ href: workspaceHref(s.session_id) }),
                      }),
                    )
                  }
                >
                  {t('palette:newChat')}
                </PaletteItem>
                <PaletteItem
                  value="action:new-ad-dashboard"
                  keywords={[t('palette:newAdDashboard'), 'new ad dashboard', 'ads', '新建广告看板', '广告']}
                  icon={ChartColumnBig}
                  onSelect={() =>
                    run(
                      () => void navigate({ href: reportPath({ app_doi: AD_REPORT_APP_DOI, view: 'new' }) }),
                    )
                  }
                >
                  {t('palette:newAdDashboard')}
                </PaletteItem>
                <PaletteItem
                  value="action:ad-dashboards"
                  keywords={[
                    t('palette:adDashboards'),
                    'ad dashboards',
                    'ads report',
                    '广告看板',
                    '广告报告',
                  ]}
                  icon={ChartColumnBig}
                  onSelect={() =>
                    run(() => void navigate({ href: reportPath({ app_doi: AD_REPORT_APP_DOI }) }))
                  }
                >
                  {t('palette:adDashboards')}
                </PaletteItem>
                <PaletteItem
                  value="action:import-creators"
                  keywords={[t('palette:importCreators'), ...CREATOR_IMPORT.keywords]}
                  icon={FileUp}
                  onSelect={() => run(() => void navigate({ href: CREATOR_IMPORT_HREF }))}
                >
                  {t('palette:importCreators')}
                </PaletteItem>
                {(['zh', 'en'] as const).map((lng) => (
                  <PaletteItem
                    key={lng}
                    value={`action:language:${lng}`}
                    keywords={[
                      t(`palette:language.${lng}`),
                      t('palette:language.keyword'),
                      'language',
                      '语言',
                    ]}
                    icon={Languages}
                    hint={
                      language === lng ? (
                        <Check aria-label={t('palette:language.current')} className="size-4" />
                      ) : undefined
                    }
                    onSelect={() => run(() => void setLanguage(lng))}
                  >
                    {t(`palette:language.${lng}`)}
                  </PaletteItem>
                ))}
                <PaletteItem
                  value="action:sign-out"
                  keywords={[t('palette:signOut'), 'sign out', 'logout', '退出']}
                  icon={LogOut}
                  onSelect={() => run(() => void signOut())}
                >
                  {t('palette:signOut')}
                </PaletteItem>
              </CommandGroup>
              <CommandGroup heading={t('chat:palette.tools')} className={GROUP_CLASS}>
                {slashCommands.map((command) => (
                  <PaletteItem
                    key={command.toolName}
                    value={`tool:${command.toolName}`}
                    keywords={[t(`chat:${command.ui.labelKey}`), `/${command.slash}`, command.toolName]}
                    icon={command.ui.icon}
                    hint={`/${command.slash}`}
                    onSelect={() => setTool(command)}
                  >
                    {t(`chat:${command.ui.labelKey}`)}
                  </PaletteItem>
                ))}
              </CommandGroup>
              {sessions.data && sessions.data.length > 0 ? (
                <CommandGroup heading={t('palette:groups.sessions')} className={GROUP_CLASS}>
                  {sessions.data.slice(0, keyword ? MATCHING_SESSIONS : RECENT_SESSIONS).map((s) => (
                    <PaletteItem
                      key={s.session_id}
                      value={`session:${s.session_id}`}
                      keywords={[s.title || t('chat:sessions.untitled')]}
                      icon={MessageSquare}
                      onSelect={() => run(() => void navigate({ href: workspaceHref(s.session_id) }))}
                    >
                      {s.title || t('chat:sessions.untitled')}
                    </PaletteItem>
                  ))}
                </CommandGroup>
              ) : null}
              <PaletteDashboards
                open={open}
                keyword={keyword}
                groupClassName={GROUP_CLASS}
                onOpen={(path) => run(() => void navigate({ href: path }))}
              />
              <CommandGroup heading={t('palette:groups.screens')} className={GROUP_CLASS}>
                {OFFERED_SCREENS.map((screen) => (
                  <PaletteItem
                    key={screen.id}
                    value={`screen:${screen.id}`}
                    keywords={[t(`screens:title.${screen.id}`), screen.path, ...screen.keywords]}
                    icon={SquareArrowOutUpRight}
                    hint={screen.path}
                    onSelect={() => run(() => openScreenFromPalette(screen, t))}
                  >
                    {t(`screens:title.${screen.id}`)}
                  </PaletteItem>
                ))}
              </CommandGroup>
            </CommandList>
          </Command>
        )}
      </DialogContent>
    </Dialog>
  );
}
