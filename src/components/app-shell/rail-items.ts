import type { LucideIcon } from 'lucide-react';
import {
  BookOpen,
  ChartColumn,
  Contact,
  FileChartColumn,
  LayoutGrid,
  MessageSquare,
  ShieldCheck,
  UsersRound,
} from 'lucide-react';
import type { RoleName } from '@/lib/roles';

export interface RailItem {
  /** Key under `shell:rail.` */
  labelKey: string;
  icon: LucideIcon;
  to:
    | '/writer/app/store'
    | '/writer/app/session'
    | '/writer/app/report'
    | '/writer/kox/list'
    | '/writer/stats/dashboard'
    | '/writer/teammanage/member'
    | '/writer/backstage/team'
    | '/writer/socialBooster/usageGuide';
  /** The item counts as current anywhere under this path. */
  section: string;
  /** Shown only to these roles (through the permission directive). */
  roles?: readonly RoleName[];
}

export const RAIL_ITEMS: readonly RailItem[] = [
  { labelKey: 'start', icon: LayoutGrid, to: '/writer/app/store', section: '/writer/app/store' },
  { labelKey: 'assistant', icon: MessageSquare, to: '/writer/app/session', section: '/writer/app/session' },
  { labelKey: 'reports', icon: FileChartColumn, to: '/writer/app/report', section: '/writer/app/report' },
  { labelKey: 'kox', icon: Contact, to: '/writer/kox/list', section: '/writer/kox' },
  { labelKey: 'stats', icon: ChartColumn, to: '/writer/stats/dashboard', section: '/writer/stats' },
  { labelKey: 'team', icon: UsersRound, to: '/writer/teammanage/member', section: '/writer/teammanage' },
  {
    labelKey: 'backstage',
    icon: ShieldCheck,
    to: '/writer/backstage/team',
    section: '/writer/backstage',
    roles: ['admin'],
  },
  {
    labelKey: 'usageGuide',
    icon: BookOpen,
    to: '/writer/socialBooster/usageGuide',
    section: '/writer/socialBooster',
  },
];

export function isRailItemActive(item: RailItem, pathname: string): boolean {
  return pathname === item.section || pathname.startsWith(`${item.section}/`);
}
