import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Input } from '@/components/ui/input';
import { callApi } from '@/lib/api/client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import '@/lib/i18n/namespaces/teammanage';

/** How many clients the picker lists at once; a search finds the others. */
const PICKER_PAGE_SIZE = 100;

/**
 * Which clients a member sees: every client of the team (null) or only the ticked ones. The list comes from
 * client.list, searched by name; ticks on clients a search hides are kept.
 */
export function ClientAccessField({
  value,
  onChange,
}: {
  value: string[] | null;
  onChange(value: string[] | null): void;
}) {
  const { t } = useTranslation('teammanage');
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const search = useDebouncedValue(keyword.trim());
  const restricted = value !== null;
  const clients = useQuery({
    queryKey: ['teammanage', 'client-picker', search],
    queryFn: () =>
      callApi(
        'client.list',
        { ...(search ? { keyword: search } : {}), sort: 'name', page: 1, page_size: PICKER_PAGE_SIZE },
        { silent: true },
      ),
    enabled: restricted,
    placeholderData: keepPreviousData,
  });
  const toggle = (clientId: string, on: boolean) => {
    const current = value ?? [];
    onChange(on ? [...current, clientId] : current.filter((c) => c !== clientId));
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('clients.legend')}</legend>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="radio"
          name={`${id}-scope`}
          className="mt-0.5 size-4 accent-primary"
          checked={!restricted}
          onChange={() => onChange(null)}
        />
        <span>
          {t('clients.all')}
          <span className="block text-xs text-muted-foreground">{t('clients.allHint')}</span>
        </span>
      </label>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="radio"
          name={`${id}-scope`}
          className="mt-0.5 size-4 accent-primary"
          checked={restricted}
          onChange={() => onChange(value ?? [])}
        />
        <span>
          {t('clients.only')}
          <span className="block text-xs text-muted-foreground">{t('clients.onlyHint')}</span>
        </span>
      </label>
      {restricted ? (
        <div className="ml-6 flex flex-col gap-2">
          <Input
            type="search"
            aria-label={t('clients.search')}
            placeholder={t('clients.search')}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <div className="max-h-48 overflow-y-auto rounded-md border p-2">
            {clients.isPending ? (
              <p className="text-sm text-muted-foreground">{t('clients.loading')}</p>
            ) : clients.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {clients.error.message}
              </p>
            ) : clients.data.list.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {search ? t('clients.noMatch', { keyword: search }) : t('clients.none')}
              </p>
            ) : (
              <ul className="flex flex-col gap-1" aria-label={t('clients.listLabel')}>
                {clients.data.list.map((client) => (
                  <li key={client.client_id}>
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={value.includes(client.client_id)}
                        onChange={(e) => toggle(client.client_id, e.target.checked)}
                      />
                      <span className="truncate">{client.name}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <p aria-live="polite" className="text-xs text-muted-foreground">
            {value.length === 0 ? t('clients.noneChosen') : t('clients.chosen', { count: value.length })}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
