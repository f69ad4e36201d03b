/**
 * The values of the smart recommendation (docs/kox.md "Smart recommendation"), free of zod so screens and the
 * chat card can list them without loading the endpoint schemas.
 */

/** The apps that keep recommendation sessions (the `app_name` path parameter): the screen's form and the chat. */
export const KOX_RECOMMEND_APPS = ['smart_recommend', 'chat'] as const;
export type KoxRecommendApp = (typeof KOX_RECOMMEND_APPS)[number];

/** Spec §4: a recommendation is in progress, completed or failed; pending until it is first run. */
export const KOX_RECOMMEND_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export type KoxRecommendStatus = (typeof KOX_RECOMMEND_STATUSES)[number];

/** Spec §3 brief fields, in the form's order. */
export const KOX_BRIEF_FIELDS = [
  'topic',
  'subject',
  'core_info',
  'objective',
  'kox_request',
  'audience',
  'content_request',
  'other',
] as const;
export type KoxBriefField = (typeof KOX_BRIEF_FIELDS)[number];

/** Spec §9: a recommendation's target is at most 500 creators. */
export const KOX_RECOMMEND_MAX = 500;
export const KOX_RECOMMEND_DEFAULT = 50;
/** Most similar creators one call shows. */
export const KOX_SIMILAR_MAX = 50;

/**
 * Whether a ranking read the brief's words: the engine leaves the content part out for every creator or for none
 * (server/kox/recommend/rank-creators.ts), so the best creator says it. A ranking of nobody read nothing amiss.
 */
export const rankedByWords = (results: readonly { parts: { content: number | null } }[]) =>
  results[0]?.parts.content !== null;
