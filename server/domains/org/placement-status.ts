import type { Issue } from '../../lib/errors.ts';
import type { PlacementRow } from './placement-queries.ts';

type Status = PlacementRow['status'];

/** docs/placements.md: where each status may go next; ended and cancelled are final. */
export const NEXT_STATUSES: Record<Status, readonly Status[]> = {
  planned: ['booked', 'cancelled'],
  booked: ['planned', 'live', 'cancelled'],
  live: ['ended', 'cancelled'],
  ended: [],
  cancelled: [],
};

/** What a new placement may start as: a booking can be entered after the fact, a finished one cannot. */
export const STARTING_STATUSES: readonly Status[] = ['planned', 'booked', 'live'];

/** Statuses that stand for a fixed booking, so the placement's period must be known. */
const DATED_STATUSES: readonly Status[] = ['booked', 'live', 'ended'];

/** Why a placement may not be in `next` (coming from `from`, or new when undefined), as field issues. */
export function statusIssues(
  from: Status | undefined,
  next: Status,
  dates: { startDate: string | null; endDate: string | null },
): Issue[] {
  if (from === undefined && !STARTING_STATUSES.includes(next))
    return [{ path: 'status', message: `A new placement starts as ${STARTING_STATUSES.join(', ')}.` }];
  if (from !== undefined && from !== next && !NEXT_STATUSES[from].includes(next)) {
    const allowed = NEXT_STATUSES[from];
    const hint = allowed.length ? `it can move to ${allowed.join(', ')}` : 'it is final';
    return [{ path: 'status', message: `A placement cannot go from ${from} to ${next}: ${hint}.` }];
  }
  if (!DATED_STATUSES.includes(next)) return [];
  const issues: Issue[] = [];
  if (!dates.startDate)
    issues.push({ path: 'start_date', message: `A ${next} placement needs a start date.` });
  if (!dates.endDate) issues.push({ path: 'end_date', message: `A ${next} placement needs an end date.` });
  return issues;
}
