// The `client-charts` project's setup (vitest.config.ts): report suites see each chart as its labelled image,
// and the export's canvas work is left to the browser suites (a suite drives `exportReport`, a mock function,
// itself). Mocks made here hold for every file of the project, which shares its modules. (A setup file written
// in TSX had its mocks ignored, so the parts are in their own module.)
import { vi } from 'vitest';

vi.mock('@/components/charts/echart', async () => (await import('./chart-parts.tsx')).echartMock);
vi.mock(
  '@/components/report-export/export-report',
  async () => (await import('./chart-parts.tsx')).exportReportMock,
);
