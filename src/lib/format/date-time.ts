import { EMPTY } from './format-helpers.ts';

export type DateLike = Date | string | number | null | undefined;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A valid Date, or null. Numbers are epoch milliseconds; strings anything `Date` parses (ISO 8601). */
export function toDate(value: DateLike): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `YYYY-MM-DD` in local time. */
export function formatDate(value: DateLike): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Spec §9: `YYYY-MM-DD HH:mm:ss` in local time. */
export function formatDateTime(value: DateLike): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
