export { EMPTY, toFiniteNumber, type NumberLike } from './format-helpers.ts';
export { formatCompactNumber } from './compact-number.ts';
export { formatKorM } from './kor-m.ts';
export { formatCompactLocalized } from './compact-localized.ts';
export { formatPercent } from './percent.ts';
export { formatTwoDecimal } from './two-decimal.ts';
export { formatUsd } from './usd.ts';
export { formatSignedPercent } from './signed-percent.ts';
export { formatFileSize } from './file-size.ts';
export { formatDate, formatDateTime, toDate, type DateLike } from './date-time.ts';
export { formatDuration } from './duration.ts';
export {
  previousPeriod,
  isPeriod,
  InvalidPeriodError,
  PERIODS,
  type Period,
  type PeriodRange,
} from './period.ts';
