import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { routeMeta } from '@/lib/router/route-meta';

const paramsSchema = z.object({ app_doi: z.string().trim().min(1).max(200) });

export const Route = createFileRoute('/writer/apps/configuration/$app_doi')({
  staticData: routeMeta('appConfiguration'),
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
});
