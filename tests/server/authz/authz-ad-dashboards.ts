import { adDatasets } from '../../../server/db/schema/index.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** Team A's AD dashboards under clients A1 and A2 and team B's, each over one dataset of its client. */
export interface AdDashboardFixture {
  adDatasetA1: string;
  adDatasetA2: string;
  adDatasetB: string;
  adDashboardA1: string;
  adDashboardA2: string;
  adDashboardB: string;
  /** The first component of each AD dashboard above. */
  adComponentA1: string;
  adComponentA2: string;
  adComponentB: string;
}

/**
 * Ad datasets (read, no rows: an empty export) and AD dashboards over them, made through adDashboard.add by each
 * team's owner; the names carry the canaries of the world.
 */
export async function adDashboardFixture(
  t: TestApp,
  w: {
    teamA: string;
    teamB: string;
    clients: { A1: string; A2: string; B: string };
    tokens: { A: string; B: string };
    names: { A1: string; A2: string; B: string };
  },
): Promise<AdDashboardFixture> {
  const dataset = async (teamId: string, clientId: string, name: string) => {
    const [row] = await t.deps.db
      .insert(adDatasets)
      .values({
        teamId,
        clientId,
        kind: 'file',
        name,
        state: 'success',
        fileName: `${name}.csv`,
        fileSize: 1,
      })
      .returning({ id: adDatasets.id });
    return row!.id;
  };
  const board = async (token: string, clientId: string, datasetId: string, name: string) => {
    const res = await t.call(
      'adDashboard.add',
      { name, client_id: clientId, dataset_ids: [datasetId] },
      token,
    );
    if (res.body.code !== 0) throw new Error(`Creating ${name} failed: ${res.body.code} ${res.body.message}`);
    return { id: res.body.data.dashboard_id, component: res.body.data.components[0]!.component_id };
  };
  const adDatasetA1 = await dataset(w.teamA, w.clients.A1, `Ad data ${w.names.A1}`);
  const adDatasetA2 = await dataset(w.teamA, w.clients.A2, `Ad data ${w.names.A2}`);
  const adDatasetB = await dataset(w.teamB, w.clients.B, `Ad data ${w.names.B}`);
  const a1 = await board(w.tokens.A, w.clients.A1, adDatasetA1, `Ads A1 ${w.names.A1}`);
  const a2 = await board(w.tokens.A, w.clients.A2, adDatasetA2, `Ads A2 ${w.names.A2}`);
  const b = await board(w.tokens.B, w.clients.B, adDatasetB, `Ads B ${w.names.B}`);
  return {
    adDatasetA1,
    adDatasetA2,
    adDatasetB,
    adDashboardA1: a1.id,
    adDashboardA2: a2.id,
    adDashboardB: b.id,
    adComponentA1: a1.component,
    adComponentA2: a2.component,
    adComponentB: b.component,
  };
}
