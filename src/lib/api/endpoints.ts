import type { Endpoint } from './define-endpoint.ts';
import { adDashboardEndpoints } from './endpoints/ad-dashboard.ts';
import { adsEndpoints } from './endpoints/ads.ts';
import { auditEndpoints } from './endpoints/audit.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { backstageEndpoints } from './endpoints/backstage.ts';
import { chatEndpoints } from './endpoints/chat.ts';
import { dashboardEndpoints } from './endpoints/dashboard.ts';
import { importsEndpoints } from './endpoints/imports.ts';
import { koxEndpoints } from './endpoints/kox.ts';
import { koxImportEndpoints } from './endpoints/kox-imports.ts';
import { koxMailboxEndpoints } from './endpoints/kox-mailbox.ts';
import { koxOutreachEndpoints } from './endpoints/kox-outreach.ts';
import { koxOutreachAttachmentEndpoints } from './endpoints/kox-outreach-attachments.ts';
import { koxRepliesEndpoints } from './endpoints/kox-outreach-replies.ts';
import { koxMyDataEndpoints } from './endpoints/kox-my-data.ts';
import { koxProjectEndpoints } from './endpoints/kox-project.ts';
import { koxRecommendEndpoints } from './endpoints/kox-recommend.ts';
import { koxStorageEndpoints } from './endpoints/kox-storage.ts';
import { koxTemplateEndpoints } from './endpoints/kox-template.ts';
import { orgEndpoints } from './endpoints/org.ts';
import { sessionEndpoints } from './endpoints/session.ts';
import { shareEndpoints } from './endpoints/share.ts';
import { teamEndpoints } from './endpoints/team.ts';

export * from './endpoints/ad-dashboard.ts';
export * from './endpoints/ads.ts';
export * from './endpoints/audit.ts';
export * from './endpoints/auth.ts';
export * from './endpoints/backstage.ts';
export * from './endpoints/chat.ts';
export * from './endpoints/dashboard.ts';
export * from './endpoints/imports.ts';
export * from './endpoints/kox.ts';
export * from './endpoints/kox-imports.ts';
export * from './endpoints/kox-mailbox.ts';
export * from './endpoints/kox-outreach-replies.ts';
export * from './endpoints/kox-my-data.ts';
export * from './endpoints/kox-outreach.ts';
export * from './endpoints/kox-outreach-attachments.ts';
export * from './endpoints/kox-project.ts';
export * from './endpoints/kox-recommend.ts';
export * from './endpoints/kox-storage.ts';
export * from './endpoints/kox-template.ts';
export * from './endpoints/org.ts';
export * from './endpoints/session.ts';
export * from './endpoints/share.ts';
export * from './endpoints/team.ts';

/**
 * Every HTTP endpoint: one entry that the server implements (server/domains/*) and the client calls by key
 * (src/lib/api/client.ts). Paths follow spec §7 where it names them; the others are documented in docs/api.md.
 * Each domain keeps its entries in `endpoints/<domain>.ts`.
 */
export const endpoints = {
  ...authEndpoints,
  ...sessionEndpoints,
  ...dashboardEndpoints,
  ...shareEndpoints,
  ...importsEndpoints,
  ...chatEndpoints,
  ...teamEndpoints,
  ...auditEndpoints,
  ...orgEndpoints,
  ...backstageEndpoints,
  ...koxEndpoints,
  ...koxImportEndpoints,
  ...koxMyDataEndpoints,
  ...koxProjectEndpoints,
  ...koxRecommendEndpoints,
  ...koxStorageEndpoints,
  ...koxMailboxEndpoints,
  ...koxTemplateEndpoints,
  ...koxOutreachEndpoints,
  ...koxOutreachAttachmentEndpoints,
  ...koxRepliesEndpoints,
  ...adsEndpoints,
  ...adDashboardEndpoints,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;
