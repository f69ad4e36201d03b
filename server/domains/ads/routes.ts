import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { requireTeam, requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import {
  addAccount,
  checkAccount,
  deleteAccount,
  sampleAccounts,
  syncAccount,
  updateAccount,
} from './account-service.ts';
import { datasetView, deleteData, listData, setBudget, updateData } from './data-service.ts';
import { correctTags, datasetRules, saveRules, taggedAds } from './tag-service.ts';

/** Ad accounts, ad data and their tags (docs/ads.md "Ad data"); the uploads are in upload-routes.ts. */
export function adRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  implement(router, endpoints['adAccount.samples'], (_input, c) =>
    sampleAccounts(c.var.deps, requireTeam(c)),
  );
  implement(router, endpoints['adAccount.list'], (input, c) =>
    listData(c.var.deps, requireTeam(c), { ...input, kinds: ['account', 'sample'] }),
  );
  implement(router, endpoints['adAccount.check'], (input, c) =>
    checkAccount(c.var.deps, requireTeam(c), input),
  );
  implement(router, endpoints['adAccount.add'], (input, c) =>
    addAccount(c.var.deps, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['adAccount.update'], (input, c) =>
    updateAccount(c.var.deps, requireTeam(c), input),
  );
  implement(router, endpoints['adAccount.delete'], (input, c) =>
    deleteAccount(c.var.deps, requireTeam(c), input.dataset_id),
  );
  implement(router, endpoints['adAccount.sync'], (input, c) =>
    syncAccount(c.var.deps, requireTeam(c), input.dataset_id),
  );
  implement(router, endpoints['adData.list'], (input, c) =>
    listData(c.var.deps, requireTeam(c), { ...input, kinds: input.kind ? [input.kind] : undefined }),
  );
  implement(router, endpoints['adData.detail'], (input, c) =>
    datasetView(c.var.deps, requireTeam(c), input.dataset_id),
  );
  implement(router, endpoints['adData.update'], (input, c) => updateData(c.var.deps, requireTeam(c), input));
  implement(router, endpoints['adData.budget'], (input, c) => setBudget(c.var.deps, requireTeam(c), input));
  implement(router, endpoints['adData.delete'], (input, c) =>
    deleteData(c.var.deps, requireTeam(c), input.dataset_id),
  );
  implement(router, endpoints['adTags.rules'], (input, c) =>
    datasetRules(c.var.deps.db, requireTeam(c), input.dataset_id),
  );
  implement(router, endpoints['adTags.saveRules'], (input, c) =>
    saveRules(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['adTags.list'], (input, c) => taggedAds(c.var.deps, requireTeam(c), input));
  implement(router, endpoints['adTags.correct'], (input, c) =>
    correctTags(c.var.deps, requireUser(c), requireTeam(c), input),
  );
  return router;
}
