import type { PanelScreenProps } from '@/artifacts/panel-screens';
import { AuditLogScreen } from './audit-log-screen.tsx';

export default function Panel(props: PanelScreenProps) {
  return <AuditLogScreen inPanel={props.inPanel} />;
}
