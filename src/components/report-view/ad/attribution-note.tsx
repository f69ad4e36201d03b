import type { AdView } from './ad-view-context.ts';
import { AdMessage } from './ad-message.tsx';
import '@/lib/i18n/namespaces/adReport';

/**
 * Above a component that shows conversions, when the dashboard's window is not reported by all its sources:
 * "not measured" (none reports it) or "part count as zero" (some do). Nothing when all do.
 */
export function AttributionNote({ view }: { view: AdView }) {
  if (view.reported === 'all' || !view.window) return null;
  const window = view.t(`adReport:attribution.window.${view.window}`);
  return <AdMessage tone="caution">{view.t(`adReport:attribution.${view.reported}`, { window })}</AdMessage>;
}
