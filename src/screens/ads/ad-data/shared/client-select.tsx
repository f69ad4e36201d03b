import type { ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useTranslation } from '@/lib/i18n/use-translation';
import { NativeSelect } from '@/components/form/native-select';
import { clientsQuery } from '../api/ad-data-queries.ts';
import '@/lib/i18n/namespaces/adData';

/**
 * The client a dataset is filed under: the team's clients the caller sees, or none (not offered to a member
 * restricted to some clients, who must name one of theirs).
 */
export function ClientSelect(props: ComponentProps<'select'>) {
  const { t } = useTranslation('adData');
  const team = useAuthStore((s) => s.userRoleInfo?.team ?? null);
  const clients = useQuery(clientsQuery(team?.team_id ?? null));
  const restricted = team?.restricted === true;
  return (
    <NativeSelect {...props}>
      {restricted ? (
        <option value="">{t('form.chooseClient')}</option>
      ) : (
        <option value="">{t('form.noClient')}</option>
      )}
      {(clients.data?.list ?? []).map((c) => (
        <option key={c.client_id} value={c.client_id}>
          {c.name}
        </option>
      ))}
    </NativeSelect>
  );
}
