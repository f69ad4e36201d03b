import { screenArtifact } from '../open-screen/open-screen-artifact.ts';

/** The recommendation screen in the panel, on one session (the screen reads the `session` param). */
export const recommendationArtifact = (sessionId: string, messageId?: string) =>
  screenArtifact('kox-recommendation', messageId, { session: sessionId });
