import type { ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { cn } from '@/lib/cn';
import { Permission } from '@/components/permission';
import { BrandMark } from './brand-mark.tsx';
import { FrameTooltip } from './frame-tooltip.tsx';
import { RailLanguageSwitch } from './rail-language-switch.tsx';
import { isRailItemActive, RAIL_ITEMS, type RailItem } from './rail-items.ts';
import { UserMenu } from './user-menu.tsx';
import { useAppTitle } from './use-app-title.ts';

function RailLink({ item, active }: { item: RailItem; active: boolean }) {
  const { t } = useTranslation('shell');
  const label = t(`rail.${item.labelKey}`);
  const Icon = item.icon;
  return (
    <FrameTooltip label={label} side="right">
      <Link
        to={item.to}
        aria-label={label}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex size-10 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
          active && 'bg-accent text-accent-foreground',
        )}
      >
        <Icon aria-hidden className="size-5" />
      </Link>
    </FrameTooltip>
  );
}

/**
 * The narrow navigation column of the signed-in shell (DESIGN.md "rail"). `teamSwitcher` comes from the
 * layout: the switcher is a screen's part, which components must not import.
 */
export function AppRail({ teamSwitcher }: { teamSwitcher?: ReactNode }) {
  const { t } = useTranslation('shell');
  const appTitle = useAppTitle();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <nav
      aria-label={t('rail.label')}
      className="flex w-16 shrink-0 flex-col items-center gap-1 border-r bg-sidebar py-3"
    >
      <Link to="/writer/app/store" aria-label={appTitle} className="mb-3 rounded-lg">
        <BrandMark />
      </Link>
      {RAIL_ITEMS.map((item) => {
        const link = <RailLink key={item.to} item={item} active={isRailItemActive(item, pathname)} />;
        return item.roles ? (
          <Permission key={item.to} roles={[...item.roles]}>
            {link}
          </Permission>
        ) : (
          link
        );
      })}
      <div className="mt-auto flex flex-col items-center gap-2">
        {teamSwitcher}
        <RailLanguageSwitch />
        <UserMenu />
      </div>
    </nav>
  );
}
