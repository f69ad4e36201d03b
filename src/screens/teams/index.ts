export { TeamSwitcher } from './team-switcher.tsx';
