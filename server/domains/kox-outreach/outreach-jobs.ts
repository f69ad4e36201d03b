import type { JobRegistry } from '../../jobs/job-registry.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { Config } from '../../lib/config.ts';
import { registerDraftJob } from './draft-job.ts';
import { registerSendJob } from './send-job.ts';

/** The outreach's durable work: draft batches and one send per e-mail. */
export function registerOutreachJobs(
  registry: JobRegistry,
  opts: { catalog: CreatorCatalog; config: Config; exclusive: boolean },
): void {
  registerDraftJob(registry, { catalog: opts.catalog });
  registerSendJob(registry, { config: opts.config, exclusive: opts.exclusive });
}
