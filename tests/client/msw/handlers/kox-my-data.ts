import { http } from 'msw';
import type { MyData } from '@/screens/kox/my-data/my-data-query';
import { fail, ok } from '../envelope.ts';
import { withUser } from './auth.ts';

/** A fake My Data endpoint: the summary per period, the periods asked, and failures before it answers. */
export interface MyDataDb {
  byPeriod: Record<string, MyData>;
  asked: string[];
  failures: number;
}

const none = { contents: 0, deals: 0, spend_usd: 0, views: 0, cpm_usd: null, cpv_usd: null };

export function myData(patch: Partial<MyData> = {}): MyData {
  return {
    totals: { ...none, creators: 0, monitored: 0 },
    by_cooperation: [],
    by_platform: [],
    monthly: [],
    tasks: [],
    ...patch,
  };
}

export function myDataHandlers(db: MyDataDb) {
  return [
    http.get(
      '/api/kox/my-data/summary',
      withUser(({ request }) => {
        const period = new URL(request.url).searchParams.get('period') ?? '90';
        db.asked.push(period);
        if (db.failures > 0) {
          db.failures--;
          return fail('INTERNAL', 'Internal server error.');
        }
        return ok(db.byPeriod[period] ?? myData());
      }),
    ),
  ];
}
