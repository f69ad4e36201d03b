import type { PanelScreenProps } from '@/artifacts/panel-screens';
import { TeamListScreen } from './team-list-screen.tsx';

export default function Panel(props: PanelScreenProps) {
  return <TeamListScreen inPanel={props.inPanel} />;
}
