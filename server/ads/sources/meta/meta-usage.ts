/**
 * Meta's rate-limit headers, read after every call. `x-business-use-case-usage` (Marketing API: per business,
 * per use case such as `ads_insights` and `ads_management`) carries call_count / total_cputime / total_time in
 * percent and `estimated_time_to_regain_access` in minutes; `x-ad-account-usage` carries `acc_id_util_pct` and
 * `reset_time_duration` in seconds; `x-fb-ads-insights-throttle` carries `app_id_util_pct` / `acc_id_util_pct`.
 */
export interface MetaUsage {
  /** The highest usage percentage any header reported (0 when none did). */
  percent: number;
  /** Seconds until access is back, when a header said so (0 = not throttled, null = not said). */
  regainSeconds: number | null;
}

const parse = (text: string | null): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

const num = (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : null;

export function readMetaUsage(headers: Headers): MetaUsage {
  let percent = 0;
  let regain: number | null = null;
  const seen = (pct: unknown) => {
    const n = num(pct);
    if (n !== null) percent = Math.max(percent, n);
  };
  const regainAt = (seconds: number | null) => {
    if (seconds !== null) regain = Math.max(regain ?? 0, seconds);
  };

  const buc = parse(headers.get('x-business-use-case-usage'));
  if (buc && typeof buc === 'object')
    for (const entries of Object.values(buc as Record<string, unknown>))
      for (const e of Array.isArray(entries) ? (entries as Record<string, unknown>[]) : []) {
        seen(e.call_count);
        seen(e.total_cputime);
        seen(e.total_time);
        const minutes = num(e.estimated_time_to_regain_access);
        regainAt(minutes === null ? null : minutes * 60);
      }

  const account = parse(headers.get('x-ad-account-usage')) as Record<string, unknown> | null;
  if (account && typeof account === 'object') {
    seen(account.acc_id_util_pct);
    regainAt(num(account.reset_time_duration));
  }

  const insights = parse(headers.get('x-fb-ads-insights-throttle')) as Record<string, unknown> | null;
  if (insights && typeof insights === 'object') {
    seen(insights.app_id_util_pct);
    seen(insights.acc_id_util_pct);
  }
  return { percent, regainSeconds: regain };
}
