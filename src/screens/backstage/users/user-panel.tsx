import type { PanelScreenProps } from '@/artifacts/panel-screens';
import { UserListScreen } from './user-list-screen.tsx';

export default function Panel(props: PanelScreenProps) {
  return <UserListScreen inPanel={props.inPanel} />;
}
