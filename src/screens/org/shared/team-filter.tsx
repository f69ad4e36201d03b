import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { NativeSelect } from '@/components/form/native-select.tsx';
import { studioTeamsQuery } from '../api/org-queries.ts';
import '@/lib/i18n/namespaces/org';

/** Studio mode: every team, or one (the first 100 teams by name; the search box finds the rest by name). */
export function TeamFilter({ value, onChange }: { value: string; onChange(teamId: string): void }) {
  const { t } = useTranslation('org');
  const teams = useQuery(studioTeamsQuery());
  return (
    <NativeSelect
      aria-label={t('filter.team')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="w-full sm:w-52"
    >
      <option value="">{t('filter.allTeams')}</option>
      {(teams.data?.list ?? []).map((team) => (
        <option key={team.team_id} value={team.team_id}>
          {team.name}
        </option>
      ))}
    </NativeSelect>
  );
}
