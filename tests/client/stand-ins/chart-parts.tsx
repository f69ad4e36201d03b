import { vi } from 'vitest';

/** A chart as the labelled image it is to a screen reader: ECharts needs a canvas happy-dom lacks. */
export const echartMock = {
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
};

/**
 * One mock function for the whole worker: the setup file runs again before each suite, and a function made in
 * its factory would be a new one for the suite while the screens already loaded kept calling the old one.
 */
export const exportReportMock = { exportReport: vi.fn() };
