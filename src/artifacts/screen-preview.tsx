import { NotAvailableScreen } from '@/components/not-available-screen';

/**
 * A catalog screen inside the panel. No screen of the catalog is built yet, so it shows the screen's honest
 * "not available yet" state; a built screen replaces this entry in the registry.
 */
export default function ScreenPreview({ props }: { props: Record<string, unknown> }) {
  return <NotAvailableScreen titleKey={String(props.screenId ?? '')} inPanel />;
}
