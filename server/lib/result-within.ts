/**
 * What `work` gives if it settles within `ms`, else `fallback` (the work itself goes on); the timer is cleared
 * either way, so a waiting caller never holds the process open.
 */
export function resultWithin<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
