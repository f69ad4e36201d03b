import { AUDIENCE_AGES, KOX_COUNTRIES, type KoxCountry } from '../../../src/lib/kox-values.ts';
import type { CreatorColumns } from '../index/creator-columns.ts';
import type { AudienceTarget } from './recommend-query.ts';

const AGES = AUDIENCE_AGES.length;
/** A share at or above this counts as a full match: one gender, one age group, the requested countries. */
export const SATURATION = { gender: 100, age: 50, country: 60 };

export interface AudienceShares {
  gender: AudienceTarget['gender'];
  gender_pct: number | null;
  age: AudienceTarget['age'];
  age_pct: number | null;
  country: KoxCountry | null;
  country_pct: number | null;
}

/** The creator's shares of what the target asks for (null where it asks nothing). */
export function audienceShares(c: CreatorColumns, i: number, target: AudienceTarget): AudienceShares {
  const female = c.femalePct[i]!;
  const gender_pct = target.gender === null ? null : target.gender === 'female' ? female : 100 - female;
  const age_pct = target.age === null ? null : c.agePct[i * AGES + AUDIENCE_AGES.indexOf(target.age)]!;
  let country: KoxCountry | null = null;
  let country_pct: number | null = null;
  if (target.countries.length) {
    country_pct = 0;
    for (let k = 0; k < 3; k++) {
      const code = KOX_COUNTRIES[c.audienceCountries[i * 6 + k * 2]!]!;
      if (!target.countries.includes(code)) continue;
      country ??= code;
      country_pct += c.audienceCountries[i * 6 + k * 2 + 1]!;
    }
    country ??= target.countries[0]!;
  }
  return { gender: target.gender, gender_pct, age: target.age, age_pct, country, country_pct };
}

const closeness = (s: AudienceShares) =>
  [
    s.gender_pct === null ? null : s.gender_pct / SATURATION.gender,
    s.age_pct === null ? null : s.age_pct / SATURATION.age,
    s.country_pct === null ? null : s.country_pct / SATURATION.country,
  ].map((p) => (p === null ? null : Math.min(1, p)));

/** The mean closeness of the asked-for shares, 0…1; null when the target asks nothing. */
export function audienceScore(shares: AudienceShares): number | null {
  const parts = closeness(shares).filter((p) => p !== null);
  return parts.length ? parts.reduce((sum, p) => sum + p, 0) / parts.length : null;
}

/** Only the shares that speak for the creator (at least half of a full match), for a reason to quote. */
export function sharesWorthQuoting(s: AudienceShares): AudienceShares | null {
  const [gender, age, country] = closeness(s).map((p) => p !== null && p >= 0.5);
  if (!gender && !age && !country) return null;
  return {
    gender: gender ? s.gender : null,
    gender_pct: gender ? s.gender_pct : null,
    age: age ? s.age : null,
    age_pct: age ? s.age_pct : null,
    country: country ? s.country : null,
    country_pct: country ? s.country_pct : null,
  };
}
