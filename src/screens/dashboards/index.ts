export { DashboardListScreen, type DashboardListScreenProps } from './list/dashboard-list-screen.tsx';
export {
  DashboardBuilderScreen,
  type DashboardBuilderScreenProps,
} from './builder/dashboard-builder-screen.tsx';
export { FilingFields } from './builder/filing-fields.tsx';
