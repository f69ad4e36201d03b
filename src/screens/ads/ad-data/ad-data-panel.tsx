import type { PanelScreenProps } from '@/artifacts/panel-screens';
import { AdDataScreen } from './ad-data-screen.tsx';

/** The ad data screen inside the artifact panel. */
export function AdDataPanel(_props: PanelScreenProps) {
  return <AdDataScreen inPanel />;
}
