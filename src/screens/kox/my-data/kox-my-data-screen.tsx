import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PanelScreenProps } from '@/artifacts/panel-screens';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { MyDataPeriod } from '@/lib/kox-my-data-values';
import { useTranslation } from '@/lib/i18n/use-translation';
import { KoxFrame } from '../shared/kox-frame.tsx';
import { MyDataBody } from './my-data-body.tsx';
import { myDataQuery } from './my-data-query.ts';
import { PeriodSwitch } from './period-switch.tsx';
import '@/lib/i18n/namespaces/koxMyData';

/** My Data: the team's KOX spend, views, CPM and CPV of a period, by slice and month, and its open tasks. */
export function KoxMyDataScreen({ inPanel = false }: { inPanel?: boolean }) {
  const { t } = useTranslation('koxMyData');
  return (
    <KoxFrame screenId="kox-my-data" subtitle={t('subtitle')} inPanel={inPanel}>
      {(access) => <MyDataOfTeam teamId={access.team?.team_id ?? null} />}
    </KoxFrame>
  );
}

function MyDataOfTeam({ teamId }: { teamId: string | null }) {
  const { t } = useTranslation('koxMyData');
  const [period, setPeriod] = useState<MyDataPeriod>('90');
  const data = useQuery(myDataQuery(teamId, period));
  let body;
  if (data.isSuccess) body = <MyDataBody data={data.data} />;
  else if (data.isError)
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
        <p className="text-sm text-destructive">{t('failed')}</p>
        <Button variant="outline" onClick={() => void data.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  else
    body = (
      <div role="status" aria-label={t('loading')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  return (
    <div className="flex flex-col gap-4" aria-busy={data.isFetching}>
      <PeriodSwitch value={period} onChange={setPeriod} />
      {body}
    </div>
  );
}

export function KoxMyDataPanel(_: PanelScreenProps) {
  return <KoxMyDataScreen inPanel />;
}
