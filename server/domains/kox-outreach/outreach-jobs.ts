import type { JobRegistry } from '../../jobs/job-registry.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { Config } from '../../lib/config.ts';
import { registerDraftJob } from './draft-job.ts';
import type { ModelDraftWriter } from './model-draft-writer.ts';
import { registerSendJob } from './send-job.ts';

/** The outreach's durable work: draft batches and one send per e-mail. */
export function registerOutreachJobs(
  registry: JobRegistry,
  opts: {
    catalog: CreatorCatalog;
    config: Config;
    exclusive: boolean;
    /** The provider that writes drafts; none: the offline template writer. */
    draftWriter?: ModelDraftWriter | null;
  },
): void {
  registerDraftJob(registry, { catalog: opts.catalog, writer: opts.draftWriter ?? null });
  registerSendJob(registry, { config: opts.config, exclusive: opts.exclusive });
}
