import { useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { callApi } from '@/lib/api/client';
import { NativeSelect } from '@/components/form/native-select';
import { Label } from '@/components/ui/label';
import '@/lib/i18n/namespaces/koxImport';

const CLIENTS_SHOWN = 100;

/**
 * The client the imported creators are filed under. A member restricted to some clients must pick one of
 * theirs (the server refuses none), so for them the first is chosen and "no client" is not offered.
 */
export function ImportClientField({
  teamId,
  restricted,
  value,
  onChange,
  disabled,
}: {
  teamId: string | null;
  restricted: boolean;
  value: string;
  onChange(clientId: string): void;
  disabled: boolean;
}) {
  const { t } = useTranslation('koxImport');
  const id = useId();
  const clients = useQuery({
    queryKey: ['kox', 'importClients', teamId],
    queryFn: ({ signal }) =>
      callApi('client.list', { sort: 'name', page: 1, page_size: CLIENTS_SHOWN }, { signal, silent: true }),
  });
  const first = clients.data?.list[0]?.client_id;
  useEffect(() => {
    if (restricted && !value && first) onChange(first);
  }, [restricted, value, first, onChange]);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('dialog.client')}</Label>
      <NativeSelect id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {restricted ? null : <option value="">{t('dialog.noClient')}</option>}
        {clients.data?.list.map((c) => (
          <option key={c.client_id} value={c.client_id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
