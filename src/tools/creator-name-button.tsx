import { SampleBadge } from '@/screens/kox/shared/sample-badge';
import { screenArtifact } from './open-screen/open-screen-artifact.ts';
import { useToolHost } from './tool-host.ts';

/** A creator's name in a KOX card: opens their detail in the panel, with the sample label when it is one. */
export function CreatorNameButton({
  creator,
  messageId,
  className = '',
}: {
  creator: { creator_id: string; nickname: string; sample: boolean };
  messageId: string;
  className?: string;
}) {
  const host = useToolHost();
  return (
    <>
      <button
        type="button"
        className={`text-left underline-offset-2 hover:underline ${className}`}
        onClick={() => host.openArtifact(screenArtifact('kox-detail', messageId, { id: creator.creator_id }))}
      >
        {creator.nickname}
      </button>
      {creator.sample ? (
        <span className="ml-1">
          <SampleBadge />
        </span>
      ) : null}
    </>
  );
}
