import type { EChartsCoreOption } from 'echarts/core';

/** The chart's option as drawn: without animation when the user asked the system for less motion. */
export function withMotionPreference(option: EChartsCoreOption, reducedMotion: boolean): EChartsCoreOption {
  return reducedMotion ? { ...option, animation: false } : option;
}
