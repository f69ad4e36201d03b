/**
 * The columns of the KOX and content import templates (spec §5), free of zod: the server reads files by them and
 * the import dialog names them. A column's label in each language is `koxImport:columns.<key>`.
 */
export const KOX_IMPORT_MAX_ROWS = 1000;
/** Largest file the import takes: 1000 rows fit many times over, and base64 of it fits the 1 MB JSON body. */
export const KOX_IMPORT_MAX_FILE_BYTES = 700_000;

export const COOPERATION_TYPES = ['full_campaign', 'product_placement', 'creator_incentive'] as const;
export type CooperationType = (typeof COOPERATION_TYPES)[number];

export type ImportKind = 'creators' | 'content';
export type ImportCellKind =
  'profile_link' | 'post_link' | 'text' | 'email' | 'count' | 'views' | 'usd' | 'cooperation' | 'deal';

export interface KoxImportColumn {
  key: string;
  kind: ImportCellKind;
  required: boolean;
  /** Longest accepted text (characters). */
  max?: number;
  example: string;
}

/** An optional range: both sides or neither, and the minimum at most the maximum. */
export interface ImportRangePair {
  min: string;
  max: string;
}

const col = (key: string, kind: ImportCellKind, example: string, required = false, max?: number) => ({
  key,
  kind,
  required,
  example,
  max,
});

export const IMPORT_COLUMNS_OF: Record<ImportKind, readonly KoxImportColumn[]> = {
  creators: [
    col('link', 'profile_link', 'https://www.youtube.com/@trailrunnerlab', true),
    col('nickname', 'text', 'Trail Runner Lab', false, 100),
    col('email', 'email', 'hello@trailrunnerlab.com'),
    col('followers', 'count', '120000'),
    col('avg_views', 'count', '35000'),
    col('price_per_post_usd', 'usd', '300'),
    col('price_per_video_usd', 'usd', '800'),
    col('quote_min_usd', 'usd', '600'),
    col('quote_max_usd', 'usd', '1000'),
    col('notes', 'text', 'Met at the spring expo', false, 2000),
  ],
  content: [
    col('link', 'post_link', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', true),
    col('price_usd', 'usd', '800', true),
    col('cooperation_type', 'cooperation', 'product_placement', true),
    col('views', 'views', '152000'),
    col('deal', 'deal', 'deal'),
    col('creator_link', 'profile_link', 'https://www.youtube.com/@trailrunnerlab'),
    col('title', 'text', 'Pegasus 41 review: 100 km later', false, 300),
  ],
};

export const IMPORT_RANGES_OF: Record<ImportKind, readonly ImportRangePair[]> = {
  creators: [{ min: 'quote_min_usd', max: 'quote_max_usd' }],
  content: [],
};
