export { ReportShareScreen } from './report-share-screen.tsx';
