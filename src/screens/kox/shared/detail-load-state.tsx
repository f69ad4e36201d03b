import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TFunction } from '@/lib/i18n/translator';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';

/**
 * A KOX detail body before its record is there: loading, not found (back to the list) or failed (retry). The
 * texts are `<prefix>.loading | notFound | failed | toList | retry` of the caller's namespace.
 */
export function DetailLoadState({
  query,
  t,
  prefix,
}: {
  query: UseQueryResult<unknown>;
  t: TFunction;
  prefix: string;
}) {
  if (!query.isError)
    return (
      <div role="status" aria-label={t(`${prefix}.loading`)} className="flex flex-col gap-3">
        <Skeleton className="h-28 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  const missing = isApiError(query.error) && query.error.code === ErrorCode.NOT_FOUND;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
      <p className="text-sm text-destructive">
        {missing ? t(`${prefix}.notFound`) : t(`${prefix}.failed`, { message: query.error.message })}
      </p>
      {missing ? (
        <Button asChild variant="outline">
          <Link to="/writer/kox/list">{t(`${prefix}.toList`)}</Link>
        </Button>
      ) : (
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t(`${prefix}.retry`)}
        </Button>
      )}
    </div>
  );
}
