import type { TFunction } from '@/lib/i18n/translator';
import { isAdComponentKey } from './ad-components.ts';
import { adRenderersFor } from './ad-loader.ts';
import { componentTable } from './component-table.ts';
import type { DashboardComponent } from './report-component-card.tsx';
import type { ReportContext } from './report-table-types.ts';
import type { TitledTable } from './table-to-rows.ts';
import '@/lib/i18n/namespaces/components';

/**
 * Each component's table under its name, in order: what the XLSX download writes. AD components' tables come
 * from their renderers' chunk, loaded only when the report has one.
 */
export async function componentTables(
  components: readonly DashboardComponent[],
  t: TFunction,
  context: ReportContext,
): Promise<TitledTable[]> {
  const ad = await adRenderersFor(components.map((c) => c.api_key));
  return components.map((c) => ({
    title: t(`components:name.${c.api_key}`, { defaultValue: c.api_key }),
    table:
      ad && isAdComponentKey(c.api_key)
        ? ad.adComponentTable(c.api_key, c.result, t, context)
        : componentTable(c.api_key, c.result, t, context),
  }));
}
