import { useAuiState } from '@assistant-ui/react';
import { PanelRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { screenArtifact } from '../open-screen/open-screen-artifact.ts';
import { useToolHost } from '../tool-host.ts';

/** Opens a teammanage screen in the side panel, where the result can be seen and changed further. */
export function OpenScreenButton({ screenId, label }: { screenId: string; label: string }) {
  const host = useToolHost();
  const messageId = useAuiState((s) => s.message.id);
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => host.openArtifact(screenArtifact(screenId, messageId))}
    >
      <PanelRight aria-hidden />
      {label}
    </Button>
  );
}
