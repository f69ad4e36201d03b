import { lazy, Suspense, useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Send, Undo2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { EmptyState } from '@/components/empty-state.tsx';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import { OUTREACH_STATUSES, type OutreachStatus } from '@/lib/kox-outreach-values';
import { withToast } from '@/lib/toasts';
import { useEmailColumns } from './email-columns.tsx';
import { emailListQuery, OUTREACH_KEY, senderQuery, type OutreachEmail } from './outreach-queries.ts';
import { SendBatchNotice } from './send-batch-notice.tsx';
import '@/lib/i18n/namespaces/koxOutreachUi';

// The dialogs come in their own chunk, when first opened: the screen stays within its JS budget.
const EditEmailDialog = lazy(() =>
  import('./edit-email-dialog.tsx').then((m) => ({ default: m.EditEmailDialog })),
);
const SendDialog = lazy(() => import('./send-dialog.tsx').then((m) => ({ default: m.SendDialog })));

const matches = (e: OutreachEmail, keyword: string) =>
  [e.creator_name ?? '', e.to, e.subject].some((text) => text.toLowerCase().includes(keyword));

/** The project's e-mails by status: edit, send with approval, return to draft, resend the failed ones. */
export function EmailTable({
  teamId,
  projectId,
  canEdit,
}: {
  teamId: string | null;
  projectId: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation('koxOutreachUi');
  const queryClient = useQueryClient();
  const list = usePagedList<'updated_at'>('updated_at');
  const [status, setStatus] = useState<OutreachStatus | ''>('');
  const keyword = list.keyword.trim().toLowerCase();
  const query = useQuery({
    ...emailListQuery(teamId, {
      project_id: projectId,
      page: list.page,
      page_size: list.pageSize,
      ...(status ? { status } : {}),
    }),
    select: (page) => (keyword ? { ...page, list: page.list.filter((e) => matches(e, keyword)) } : page),
  });
  const sender = useQuery(senderQuery());
  const [editing, setEditing] = useState<OutreachEmail | null>(null);
  const [sending, setSending] = useState<{ ids: string[]; clear(): void } | null>(null);
  const [sendBatch, setSendBatch] = useState<string | null>(null);
  const onEdit = useCallback((e: OutreachEmail) => setEditing(e), []);
  const columns = useEmailColumns(canEdit ? onEdit : null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: OUTREACH_KEY });
  const back = useMutation({
    mutationFn: (ids: string[]) => callApi('koxOutreach.returnToDraft', { email_ids: ids }),
    onSuccess: async ({ changed }) => {
      withToast((toast) => toast.success(t('returnToDraft.done', { count: changed })));
      await refresh();
    },
  });
  const resend = useMutation({
    mutationFn: (ids: string[]) => callApi('koxOutreach.resend', { email_ids: ids }),
    onSuccess: async ({ changed }) => {
      withToast((toast) => toast.success(t('resend.done', { count: changed })));
      await refresh();
    },
  });
  const shown = query.data?.list ?? [];
  return (
    <div className="flex flex-col gap-3">
      {sendBatch ? <SendBatchNotice teamId={teamId} batchId={sendBatch} /> : null}
      <DataTable
        label={t('table.label')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(e) => e.email_id}
        rowLabel={(e) => e.creator_name ?? e.to}
        searchPlaceholder={t('table.search')}
        actions={
          <label className="flex items-center gap-2 text-sm">
            <span>{t('table.filter')}</span>
            <select
              className="h-9 rounded-md border bg-background px-2 text-sm"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as OutreachStatus | '');
                list.setPage(1);
              }}
            >
              <option value="">{t('table.all')}</option>
              {OUTREACH_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          </label>
        }
        empty={<EmptyState title={t('table.emptyTitle')} body={t('table.emptyBody')} />}
        {...(canEdit
          ? {
              bulkActions: (ids: string[], clear: () => void) => (
                <>
                  <Button size="sm" onClick={() => setSending({ ids, clear })}>
                    <Send aria-hidden />
                    {t('send.button')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={back.isPending}
                    onClick={() => back.mutate(ids, { onSuccess: clear })}
                  >
                    <Undo2 aria-hidden />
                    {t('returnToDraft.button')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={resend.isPending}
                    onClick={() => resend.mutate(ids, { onSuccess: clear })}
                  >
                    <RotateCcw aria-hidden />
                    {t('resend.button')}
                  </Button>
                </>
              ),
            }
          : {})}
      />
      <Suspense fallback={null}>
        {editing ? <EditEmailDialog email={editing} onClose={() => setEditing(null)} /> : null}
        {sending ? (
          <SendDialog
            ids={sending.ids}
            known={shown.filter((e) => sending.ids.includes(e.email_id))}
            sender={sender.data}
            onClose={() => setSending(null)}
            onSent={(batchId) => {
              sending.clear();
              setSending(null);
              setSendBatch(batchId);
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
