import { http, HttpResponse } from 'msw';
import { ErrorCode } from '@/lib/api/error-codes';
import type { TemplateDetail, TemplateSummary } from '@/screens/kox/templates/template-queries';
import { ok } from '../envelope.ts';
import { withUser } from './auth.ts';

/** A fake template API: what it keeps, the bodies it was sent, and issues to refuse the next save with. */
export interface TemplateDb {
  templates: TemplateDetail[];
  saves: Record<string, unknown>[];
  /** The other writes, as `key` and body. */
  calls: { key: string; body: Record<string, unknown> }[];
  refuseNext: { path: string; code: number; message: string }[] | null;
}

export const templateDb = (): TemplateDb => ({ templates: [], saves: [], calls: [], refuseNext: null });

const summary = (t: TemplateDetail): TemplateSummary => ({
  template_id: t.template_id,
  name: t.name,
  description: t.description,
  field_count: t.fields.length,
  custom_label_count: t.labels.filter((l) => l.builtin_key === null).length,
  updated_at: t.updated_at,
});

export function templateHandlers(db: TemplateDb) {
  return [
    http.get(
      '/api/kox/template/list',
      withUser(() => ok({ templates: db.templates.map(summary) })),
    ),
    http.get(
      '/api/kox/template/detail',
      withUser(({ request }) => {
        const id = new URL(request.url).searchParams.get('template_id');
        return ok(db.templates.find((t) => t.template_id === id));
      }),
    ),
    http.post(
      '/api/kox/template/create',
      withUser(async ({ request }) => {
        const body = (await request.json()) as Omit<
          TemplateDetail,
          'template_id' | 'created_at' | 'updated_at'
        >;
        db.saves.push(body);
        if (db.refuseNext) {
          const issues = db.refuseNext;
          db.refuseNext = null;
          return HttpResponse.json(
            {
              code: ErrorCode.KOX_TEMPLATE_INVALID,
              data: null,
              message: 'The template has problems.',
              issues,
            },
            { status: 400 },
          );
        }
        const made: TemplateDetail = {
          ...body,
          template_id: `tpl-${db.templates.length + 1}`,
          fields: body.fields.map((f, i) => ({ ...f, field_id: `f-${i}` })),
          labels: body.labels.map((l, i) => ({ ...l, label_id: l.label_id ?? `l-${i}` })),
          created_at: '2026-11-24T10:00:00.000Z',
          updated_at: '2026-11-24T10:00:00.000Z',
        };
        db.templates.push(made);
        return ok(made);
      }),
    ),
    http.post(
      '/api/kox/template/duplicate',
      withUser(async ({ request }) => {
        const body = (await request.json()) as { template_id: string; name: string };
        db.calls.push({ key: 'duplicate', body });
        const source = db.templates.find((t) => t.template_id === body.template_id)!;
        const copy = { ...source, template_id: `tpl-${db.templates.length + 1}`, name: body.name };
        db.templates.push(copy);
        return ok(copy);
      }),
    ),
    http.post(
      '/api/kox/template/delete',
      withUser(async ({ request }) => {
        const body = (await request.json()) as { template_id: string };
        db.calls.push({ key: 'delete', body });
        db.templates = db.templates.filter((t) => t.template_id !== body.template_id);
        return ok({ deleted: 1 });
      }),
    ),
  ];
}
