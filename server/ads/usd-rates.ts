/**
 * US dollars per unit of each currency an ad account may report in. These are fixed reference rates shipped
 * with the studio (approximate mid-2025 levels, rounded), not live quotes: the machine that runs the studio may
 * have no network, and a dashboard must add up the same tomorrow. Amounts keep their own currency beside the
 * dollars (AdDayRow.spend), and docs/ads.md says so where the metrics are defined.
 */
const USD_PER_UNIT: Record<string, number> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  CNY: 0.138,
  HKD: 0.128,
  TWD: 0.031,
  JPY: 0.0066,
  KRW: 0.00073,
  SGD: 0.74,
  MYR: 0.213,
  THB: 0.0275,
  IDR: 0.000062,
  PHP: 0.0174,
  VND: 0.000039,
  INR: 0.012,
  AUD: 0.66,
  NZD: 0.6,
  CAD: 0.73,
  MXN: 0.055,
  BRL: 0.18,
  ARS: 0.0011,
  CLP: 0.00106,
  COP: 0.00025,
  CHF: 1.12,
  SEK: 0.095,
  NOK: 0.094,
  DKK: 0.145,
  PLN: 0.25,
  CZK: 0.043,
  HUF: 0.0027,
  TRY: 0.03,
  AED: 0.272,
  SAR: 0.267,
  ILS: 0.27,
  ZAR: 0.054,
  EGP: 0.02,
  NGN: 0.00065,
};

export const KNOWN_CURRENCIES = Object.keys(USD_PER_UNIT);

export const isKnownCurrency = (code: string) => Object.hasOwn(USD_PER_UNIT, code.toUpperCase());

/** `amount` of `currency` in US dollars, to the cent's hundredth; null for a currency the table lacks. */
export function toUsd(amount: number, currency: string): number | null {
  const rate = USD_PER_UNIT[currency.toUpperCase()];
  return rate === undefined ? null : Math.round(amount * rate * 10_000) / 10_000;
}
