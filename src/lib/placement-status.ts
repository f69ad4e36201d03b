import type { PLACEMENT_STATUS_VALUES } from './org-values.ts';

/** docs/placements.md, shared by the server's checks and the screens' choices (no zod, so screens stay light). */
export type PlacementStatus = (typeof PLACEMENT_STATUS_VALUES)[number];

/** Where each status may go next; ended and cancelled are final. */
export const NEXT_STATUSES: Record<PlacementStatus, readonly PlacementStatus[]> = {
  planned: ['booked', 'cancelled'],
  booked: ['planned', 'live', 'cancelled'],
  live: ['ended', 'cancelled'],
  ended: [],
  cancelled: [],
};

/** What a new placement may start as: a booking can be entered after the fact, a finished one cannot. */
export const STARTING_STATUSES: readonly PlacementStatus[] = ['planned', 'booked', 'live'];

/** Statuses that stand for a fixed booking, so the placement's period must be known. */
export const DATED_STATUSES: readonly PlacementStatus[] = ['booked', 'live', 'ended'];
