import type { PanelScreenProps } from '@/artifacts/panel-screens';
import { GroupListScreen } from './group-list-screen.tsx';

export default function Panel(props: PanelScreenProps) {
  return <GroupListScreen inPanel={props.inPanel} />;
}
