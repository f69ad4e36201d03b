/**
 * The values of the org entities' enums (docs/teams.md, docs/placements.md), free of zod so screens can list them
 * without loading the endpoint schemas.
 */
export const PROJECT_STATUS_VALUES = ['active', 'archived'] as const;
export const PLACEMENT_CHANNEL_VALUES = [
  'social',
  'kox',
  'search',
  'display',
  'video',
  'ooh',
  'print',
  'audio',
  'other',
] as const;
export const PLACEMENT_STATUS_VALUES = ['planned', 'booked', 'live', 'ended', 'cancelled'] as const;
