import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { cn } from '@/lib/cn';
import { useIsSystemAdmin } from './use-is-system-admin.ts';
import '@/lib/i18n/namespaces/backstage';

const SECTIONS = [
  { to: '/writer/backstage/team', key: 'teams' },
  { to: '/writer/backstage/usermanage', key: 'users' },
  { to: '/writer/backstage/group', key: 'groups' },
  { to: '/writer/debug/audit', key: 'audit' },
] as const;

export type BackstageSection = (typeof SECTIONS)[number]['key'];

interface BackstagePageProps {
  section: BackstageSection;
  inPanel?: boolean;
  children: ReactNode;
}

/**
 * The frame of every backstage screen: its title, the way between the screens (as a page), and for anyone
 * but a system administrator an honest sentence instead of the screen.
 */
export function BackstagePage({ section, inPanel = false, children }: BackstagePageProps) {
  const { t } = useTranslation('backstage');
  const allowed = useIsSystemAdmin();
  const Heading = inPanel ? 'h2' : 'h1';
  const titleId = `backstage-${section}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-5',
        inPanel ? 'p-4' : 'px-4 py-6 sm:px-6',
      )}
    >
      {inPanel || !allowed ? null : (
        <nav aria-label={t('nav.label')} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
          {SECTIONS.map((s) => (
            <Link
              key={s.key}
              to={s.to}
              aria-current={s.key === section ? 'page' : undefined}
              className="shrink-0 rounded-md px-3 py-1.5 text-sm text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[current=page]:bg-accent aria-[current=page]:font-medium aria-[current=page]:text-foreground"
            >
              {t(`nav.${s.key}`)}
            </Link>
          ))}
        </nav>
      )}
      <div>
        <Heading id={titleId} className="text-xl font-semibold tracking-tight">
          {t(`${section}.title`)}
        </Heading>
        <p className="text-sm text-muted-foreground">{t(`${section}.subtitle`)}</p>
      </div>
      {allowed ? children : <AdminsOnly />}
    </section>
  );
}

function AdminsOnly() {
  const { t } = useTranslation('backstage');
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
    >
      <div className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <ShieldAlert aria-hidden className="size-6" />
      </div>
      <p className="font-medium">{t('adminsOnly.title')}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{t('adminsOnly.body')}</p>
    </div>
  );
}
