import { useAuiState } from '@assistant-ui/react';
import { PanelRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { screenArtifact } from '../open-screen/open-screen-artifact.ts';
import { useToolHost } from '../tool-host.ts';
import type { OUTREACH_SCREEN } from './outreach-screen.ts';

/** Opens a project's screen in the side panel (its panel param is `project`). */
export function OpenProjectButton({
  screenId,
  projectId,
  label,
}: {
  screenId: typeof OUTREACH_SCREEN | 'kox-project-detail';
  projectId: string;
  label: string;
}) {
  const host = useToolHost();
  const messageId = useAuiState((s) => s.message.id);
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => host.openArtifact(screenArtifact(screenId, messageId, { project: projectId }))}
    >
      <PanelRight aria-hidden />
      {label}
    </Button>
  );
}
