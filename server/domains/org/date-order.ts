import { AppError } from '../../lib/errors.ts';

/** A period's start may not come after its end (YYYY-MM-DD strings compare as dates); 10201 names end_date. */
export function datesInOrder(start: string | null, end: string | null): void {
  if (start && end && start > end)
    throw new AppError('VALIDATION', undefined, [
      { path: 'end_date', message: 'The end date cannot be before the start date.' },
    ]);
}
