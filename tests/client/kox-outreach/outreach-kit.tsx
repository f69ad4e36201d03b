import { KoxOutreachScreen } from '@/screens/kox/outreach/kox-outreach-screen';
import { server } from '../msw/server.ts';
import { koxProjectHandlers, project, projectDb } from '../msw/handlers/kox-project.ts';
import { koxOutreachHandlers, outreachDb, type OutreachDb } from '../msw/handlers/kox-outreach.ts';
import { renderKox } from '../kox/kox-kit.tsx';
import { attachmentDb, koxOutreachAttachmentHandlers } from '../msw/handlers/kox-outreach-attachments.ts';
// Loaded lazily by the screen; imported here so the tests do not race the chunks.
import '@/screens/kox/outreach/progress-board';
import '@/screens/kox/outreach/email-table';
import '@/screens/kox/outreach/edit-email-dialog';
import '@/screens/kox/outreach/send-dialog';
import '@/screens/kox/outreach/attach-to-drafts';
import '@/screens/kox/outreach/follow-up-dialog';

/** The screen on project p-1 ("Spring launch") over a fake outreach API holding `patch`. */
export function renderOutreach(patch: Partial<OutreachDb> = {}, projectId = 'p-1') {
  const db = outreachDb(patch);
  server.use(
    ...koxProjectHandlers(projectDb([project()])),
    ...koxOutreachHandlers(db),
    ...koxOutreachAttachmentHandlers(attachmentDb()),
  );
  const picked: string[] = [];
  renderKox(<KoxOutreachScreen projectId={projectId} onProject={(id) => picked.push(id)} />);
  return { db, picked };
}
