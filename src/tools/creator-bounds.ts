import { z } from 'zod';

/**
 * The bounds a creator search or recommendation takes as numbers, hard filters as on the creator list: followers,
 * the engagement rate in percent (5 is 5 %), the average views per post and the price per video in US dollars (the
 * databases' currency).
 */
export const CREATOR_BOUNDS = {
  followers_min: z.number().int().min(0).optional(),
  followers_max: z.number().int().min(0).optional(),
  engagement_rate_min: z.number().min(0).max(100).optional(),
  engagement_rate_max: z.number().min(0).max(100).optional(),
  avg_views_min: z.number().int().min(0).optional(),
  avg_views_max: z.number().int().min(0).optional(),
  price_min: z.number().min(0).max(9_999_999_999).optional(),
  price_max: z.number().min(0).max(9_999_999_999).optional(),
};
