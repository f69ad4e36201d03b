export { DashboardDetailScreen, type DashboardDetailScreenProps } from './dashboard-detail-screen.tsx';
