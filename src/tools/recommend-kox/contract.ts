import { z } from 'zod';
import type { KoxRecommendApp } from '../../lib/kox-recommend-values.ts';
import {
  AUDIENCE_AGES,
  AUDIENCE_GENDERS,
  KOX_COUNTRIES,
  KOX_LANGUAGES,
  KOX_PLATFORMS,
  LAST_ACTIVE_DAYS,
} from '../../lib/kox-values.ts';
import { CREATOR_BOUNDS } from '../creator-bounds.ts';
import { defineTool } from '../define-tool.ts';

/** How many of the ranked creators the card shows; the recommendation screen has them all. */
export const RECOMMEND_KOX_ROWS = 10;
/**
 * The chat's sessions are the recommendation screen's: its list shows them and its panel opens one by id alone
 * (docs/decisions.md, "recommend_kox").
 */
export const RECOMMEND_KOX_APP = 'smart_recommend' as const satisfies KoxRecommendApp;
/** KOX_RECOMMEND_MAX (a test holds them equal): its module would bring the recommendation values along. */
const COUNT_MAX = 500;

/**
 * A reason as the contract checks it: an object with a kind. The executor checks each one against the full schema
 * (`recommendReasonSchema` of the endpoint table), which stays out of the workspace's first JS this way.
 */
const reasonOfKind = z.looseObject({ kind: z.string() });

export const recommendKoxInput = z.object({
  /** What the campaign is about; may be left out when `similar_to` names the creator to match. */
  brief: z.string().trim().min(1).max(4000).optional(),
  /** "Creators like @priyaruns1": a creator_id, @handle, or a nickname from the chat's last creator lists. */
  similar_to: z.string().trim().min(1).max(100).optional(),
  count: z.number().int().min(1).max(COUNT_MAX).optional(),
  platform: z.array(z.enum(KOX_PLATFORMS)).max(KOX_PLATFORMS.length).optional(),
  country: z.array(z.enum(KOX_COUNTRIES)).max(KOX_COUNTRIES.length).optional(),
  language: z.array(z.enum(KOX_LANGUAGES)).max(KOX_LANGUAGES.length).optional(),
  /** Numbers said ("粉丝10万以上", "under $500 per video"): hard filters, as the list's. */
  ...CREATOR_BOUNDS,
  has_email: z.boolean().optional(),
  last_active: z.literal(LAST_ACTIVE_DAYS).optional(),
  audience_gender: z.enum(AUDIENCE_GENDERS).optional(),
  audience_age: z.enum(AUDIENCE_AGES).optional(),
});

export const recommendKoxTool = defineTool({
  name: 'recommend_kox',
  slash: 'recommend',
  description:
    "Recommend creators for a campaign brief in the user's words, or creators like one creator (similar_to), ranked by fit with reasons. Needs a brief or similar_to.",
  input: recommendKoxInput,
  output: z.object({
    session_id: z.string(),
    app_name: z.literal(RECOMMEND_KOX_APP),
    name: z.string(),
    /** The creator the list is like, when asked for similar creators. */
    similar_to: z.object({ creator_id: z.string(), nickname: z.string(), sample: z.boolean() }).optional(),
    /** How many the run ranked (the count asked for, or fewer when fewer pass the filters). */
    results_count: z.number().int(),
    list: z.array(
      z.object({
        creator_id: z.string(),
        nickname: z.string(),
        platform: z.enum(KOX_PLATFORMS),
        followers: z.number().int(),
        fit: z.number().int(),
        reasons: z.array(reasonOfKind).max(3),
        sample: z.boolean(),
      }),
    ),
    /**
     * False when no creator's posts use the brief's words: the fit is then audience and performance alone. Absent
     * from answers stored before it was added.
     */
    words_matched: z.boolean().optional(),
  }),
  needsApproval: false,
});
