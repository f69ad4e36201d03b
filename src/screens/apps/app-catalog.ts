import {
  BarChart3,
  FileText,
  Flame,
  HelpCircle,
  Languages,
  LayoutDashboard,
  Mail,
  SquareArrowOutUpRight,
  Tags,
  UserSearch,
  type LucideIcon,
} from 'lucide-react';

export interface AiApp {
  id: string;
  icon: LucideIcon;
  /** `available`: the assistant does it today (the card fills the composer with `apps:items.<id>.prompt`). */
  status: 'available' | 'coming-soon';
}

/** What the assistant can do, and what later releases add; texts are `apps:items.<id>.*`. */
export const AI_APPS: readonly AiApp[] = [
  { id: 'openScreen', icon: SquareArrowOutUpRight, status: 'available' },
  { id: 'switchLanguage', icon: Languages, status: 'available' },
  { id: 'help', icon: HelpCircle, status: 'available' },
  { id: 'dashboards', icon: LayoutDashboard, status: 'coming-soon' },
  { id: 'koxRecommend', icon: UserSearch, status: 'coming-soon' },
  { id: 'outreach', icon: Mail, status: 'coming-soon' },
  { id: 'reports', icon: BarChart3, status: 'coming-soon' },
  { id: 'hotIdeas', icon: Flame, status: 'coming-soon' },
  { id: 'strategyDoc', icon: FileText, status: 'coming-soon' },
  { id: 'aiTags', icon: Tags, status: 'coming-soon' },
];
