import type { Issue } from '../../lib/errors.ts';
import { DATED_STATUSES, NEXT_STATUSES, STARTING_STATUSES } from '../../../src/lib/placement-status.ts';
import type { PlacementRow } from './placement-queries.ts';

type Status = PlacementRow['status'];

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
