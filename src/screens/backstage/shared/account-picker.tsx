import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { callApi } from '@/lib/api/client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { backstageKeys } from './query-keys.ts';
import '@/lib/i18n/namespaces/backstage';

export interface PickedAccount {
  user_uid: string;
  account: string;
  name: string;
}

const RESULTS = 8;

/** Searches every account by account or name and offers the matches not already chosen. */
export function AccountPicker({
  label,
  excludeIds,
  onPick,
  actionLabel,
}: {
  label: string;
  excludeIds: ReadonlySet<string>;
  onPick(account: PickedAccount): void;
  actionLabel: string;
}) {
  const { t } = useTranslation('backstage');
  const inputId = useId();
  const [keyword, setKeyword] = useState('');
  const search = useDebouncedValue(keyword.trim());
  const query = useQuery({
    queryKey: backstageKeys.accountSearch(search),
    queryFn: () => callApi('users.list', { keyword: search, page: 1, page_size: RESULTS }),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
  const found = (query.data?.list ?? []).filter((u) => !excludeIds.has(u.user_uid));

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={inputId}
          type="search"
          value={keyword}
          maxLength={100}
          placeholder={t('picker.placeholder')}
          onChange={(e) => setKeyword(e.target.value)}
          className="pl-8"
        />
      </div>
      {search === '' ? null : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {query.error.message}
        </p>
      ) : query.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('picker.searching')}
        </p>
      ) : found.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('picker.none', { keyword: search })}
        </p>
      ) : (
        <ul
          aria-label={t('picker.results')}
          className="flex max-h-56 flex-col overflow-y-auto rounded-md border"
        >
          {found.map((u) => (
            <li key={u.user_uid} className="flex items-center gap-2 border-t px-3 py-1.5 first:border-t-0">
              <span className="min-w-0 flex-1 truncate text-sm">
                {u.name} <span className="text-muted-foreground">· {u.account}</span>
              </span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={`${actionLabel}: ${u.name} (${u.account})`}
                onClick={() => onPick({ user_uid: u.user_uid, account: u.account, name: u.name })}
              >
                <Plus aria-hidden />
                {actionLabel}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
