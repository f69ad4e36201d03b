/** The values of KOX projects (docs/kox.md "Projects"), free of zod so screens and cards can use them. */

/** Where a project's creator came from. */
export const KOX_PROJECT_SOURCES = ['list', 'recommendation', 'import', 'chat'] as const;
export type KoxProjectSource = (typeof KOX_PROJECT_SOURCES)[number];

/** Spec §5: a project's name is required; at most this long. */
export const KOX_PROJECT_NAME_MAX = 100;
/** Each brief field's most characters. */
export const KOX_PROJECT_BRIEF_MAX = 2000;
