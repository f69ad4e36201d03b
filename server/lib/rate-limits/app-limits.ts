import { createAttemptLimiter, type AttemptLimiter, type LimitStore } from './attempt-limiter.ts';

const MINUTE = 60_000;

/** 5 failed password sign-ins per account and address within 15 minutes. */
export const SIGN_IN_LIMIT = { name: 'sign-in', limit: 5, windowMs: 15 * MINUTE };
/** 50 failed sign-ins per address across all accounts: trying many accounts from one place is stopped too. */
export const SIGN_IN_ADDRESS_LIMIT = { name: 'sign-in-address', limit: 50, windowMs: 15 * MINUTE };
/** 10 wrong extraction codes per link and address within 15 minutes. */
export const SHARE_CODE_LIMIT = { name: 'share-code', limit: 10, windowMs: 15 * MINUTE };
/** 100 failed share checks per address (unknown, ended or wrong-code links): guessing link ids is stopped. */
export const SHARE_ADDRESS_LIMIT = { name: 'share-address', limit: 100, windowMs: 15 * MINUTE };
/** 120 client events per address per minute: a route change each half-second is already more than a person makes. */
export const MONITOR_LIMIT = { name: 'monitor', limit: 120, windowMs: MINUTE };

/**
 * Every limiter of one app. Keys are bounded by design: the per-address limiters are checked first, so one
 * address cannot create more than their limit of account or link keys, and an unknown link id adds no key.
 */
export interface RateLimits {
  signIn: AttemptLimiter;
  signInAddress: AttemptLimiter;
  shareCode: AttemptLimiter;
  shareAddress: AttemptLimiter;
  monitor: AttemptLimiter;
}

export function createRateLimits(store: LimitStore): RateLimits {
  return {
    signIn: createAttemptLimiter(SIGN_IN_LIMIT, store),
    signInAddress: createAttemptLimiter(SIGN_IN_ADDRESS_LIMIT, store),
    shareCode: createAttemptLimiter(SHARE_CODE_LIMIT, store),
    shareAddress: createAttemptLimiter(SHARE_ADDRESS_LIMIT, store),
    monitor: createAttemptLimiter(MONITOR_LIMIT, store),
  };
}

/**
 * The address part of a limiter key. An IPv6 client usually holds a whole /64 and can pick any address in it,
 * so IPv6 addresses count per /64; IPv4 (and IPv4-mapped IPv6) per address.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
