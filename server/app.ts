import { Hono } from 'hono';
import { chatRouter } from './chat/routes.ts';
import { accountRoutes } from './domains/accounts/routes.ts';
import { dashboardRoutes } from './domains/dashboard/routes.ts';
import { importRoutes } from './domains/imports/routes.ts';
import { authRoutes } from './domains/auth/routes.ts';
import { backstageRoutes } from './domains/backstage/routes.ts';
import { monitorRoutes, type EventSink } from './domains/monitor/routes.ts';
import { koxRoutes } from './domains/kox/routes.ts';
import { koxImportRoutes } from './domains/kox-imports/routes.ts';
import { koxRecommendRoutes } from './domains/kox-recommend/routes.ts';
import { koxStorageRoutes } from './domains/kox-storage/routes.ts';
import { koxMyDataRoutes } from './domains/kox-my-data/routes.ts';
import { koxProjectRoutes } from './domains/kox-project/routes.ts';
import { koxRepliesRoutes } from './domains/kox-replies/routes.ts';
import { koxMailboxRoutes } from './domains/kox-mailbox/routes.ts';
import { koxOutreachRoutes } from './domains/kox-outreach/routes.ts';
import { koxTemplateRoutes } from './domains/kox-template/routes.ts';
import { sampleCreatorCatalog } from './kox/creator-catalog.ts';
import { orgRoutes } from './domains/org/routes.ts';
import { sessionRoutes } from './domains/session/routes.ts';
import { shareRoutes } from './domains/share/routes.ts';
import { auditRoutes } from './domains/audit/routes.ts';
import { teamLogoFileRoutes, teamLogoUploadRoutes } from './domains/team/logo-routes.ts';
import {
  outreachAttachmentRoutes,
  outreachAttachmentUploadRoutes,
} from './domains/kox-outreach-attachments/attachment-routes.ts';
import { teamRoutes } from './domains/team/routes.ts';
import { adRoutes } from './domains/ads/routes.ts';
import { adDashboardRoutes } from './domains/ad-dashboard/routes.ts';
import { adCoverFileRoutes, adUploadRoutes } from './domains/ads/upload-routes.ts';
import { userRoutes } from './domains/user/routes.ts';
import { signedInOnly } from './lib/access.ts';
import type { AppDeps, AppEnv } from './lib/app-env.ts';
import { limitBody } from './lib/body-limit.ts';
import { authMiddleware } from './lib/auth-middleware.ts';
import { AppError, toResponse } from './lib/errors.ts';
import { guardJsonBody, guardUrl } from './lib/input-guard.ts';
import { createRateLimits } from './lib/rate-limits/app-limits.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { builtAppDir } from './lib/server-paths.ts';
import { healthRoute } from './web/health-route.ts';
import { operatorRoutes } from './web/operator-routes.ts';
import { mountSiteRoutes } from './web/site-routes.ts';

export interface AppOptions {
  /** The Vite build to serve (default `<repo>/dist`). */
  distDir?: string;
  /** Where client monitor events go (default: one JSON line on stdout). */
  monitorSink?: EventSink;
  /** Enables the local operator channel for `npm run issue-key` (server/web/operator-routes.ts). */
  cliSecret?: string;
  /** True once the node is stopping: `/healthz` answers 503 from then on. */
  draining?: () => boolean;
}

export function createApp(deps: AppDeps, options: AppOptions = {}): Hono<AppEnv> {
  const distDir = options.distDir ?? builtAppDir;
  const app = new Hono<AppEnv>();
  // Several nodes share one PostgreSQL: their limits must add up, so the counters live there too.
  const limits = createRateLimits(
    deps.config.DATABASE_URL ? { kind: 'database', db: deps.db } : { kind: 'memory' },
  );

  app.onError((err, c) => toResponse(c, err));
  // Before the app's security headers: a served logo answers with a stricter policy of its own.
  app.route('/', teamLogoFileRoutes(deps.db));
  app.route('/', adCoverFileRoutes(deps.db));
  app.use('*', securityHeaders());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('limits', limits);
    c.set('user', undefined);
    await next();
  });

  app.use('/api/*', guardUrl);
  // Before the 1 MB body limit of /api/*: the post import takes files up to 10 MB (its own limit).
  app.route('/', importRoutes());
  app.route('/', teamLogoUploadRoutes());
  // Outreach attachments: up to 50 MB per e-mail (their own limit).
  app.route('/', outreachAttachmentUploadRoutes());
  // Ad data exports: up to 100 MB; covers: 10 MB (their own limits).
  app.route('/', adUploadRoutes());
  app.use('/api/*', limitBody(deps.config.MAX_BODY_BYTES), guardJsonBody, authMiddleware);
  app.route('/', authRoutes());
  app.route('/', userRoutes());
  app.route('/', sessionRoutes());
  app.route('/', dashboardRoutes());
  app.route('/', accountRoutes());
  app.route('/', shareRoutes());
  app.route('/', teamRoutes());
  app.route('/', auditRoutes());
  app.route('/', orgRoutes());
  app.route('/', backstageRoutes());
  app.route('/', koxRoutes(sampleCreatorCatalog()));
  app.route('/', koxImportRoutes(sampleCreatorCatalog()));
  app.route('/', koxRecommendRoutes(sampleCreatorCatalog()));
  app.route('/', koxStorageRoutes());
  app.route('/', koxMyDataRoutes());
  app.route('/', koxProjectRoutes(sampleCreatorCatalog()));
  app.route('/', koxMailboxRoutes());
  app.route('/', koxOutreachRoutes(sampleCreatorCatalog()));
  app.route('/', koxTemplateRoutes());
  app.route('/', koxRepliesRoutes());
  app.route('/', outreachAttachmentRoutes());
  app.route('/', adRoutes());
  app.route('/', adDashboardRoutes());
  app.route('/', monitorRoutes(options.monitorSink));
  app.use('/api/chat', signedInOnly);
  app.use('/api/chat/*', signedInOnly);
  app.route('/api/chat', chatRouter);
  app.all('/api/*', () => {
    throw new AppError('UNKNOWN_PATH');
  });

  app.get('/healthz', healthRoute(deps.db, options.draining ?? (() => false)));
  if (options.cliSecret) app.route('/', operatorRoutes(options.cliSecret));
  mountSiteRoutes(app, deps.config, distDir);
  return app;
}
