import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ImportPostsDialog } from '@/components/import-posts/import-posts-dialog';
import { Toaster } from '@/components/toaster';
import { setLanguage } from '@/lib/i18n';
import { server } from '../msw/server.ts';
import { fail, ok } from '../msw/envelope.ts';

const subjects = [
  { subject_id: 's1', name: 'Nike' },
  { subject_id: 's2', name: 'Adidas' },
];

function renderDialog(props: Partial<Parameters<typeof ImportPostsDialog>[0]> = {}) {
  const onOpenChange = vi.fn();
  const onImported = vi.fn();
  render(
    <>
      <Toaster />
      <ImportPostsDialog
        dashboardId="d1"
        subjects={subjects}
        open
        onOpenChange={onOpenChange}
        onImported={onImported}
        {...props}
      />
    </>,
  );
  return { onOpenChange, onImported };
}

const csv = (name = 'posts.csv', size = 20) => new File(['x'.repeat(size)], name, { type: 'text/csv' });

beforeEach(() => setLanguage('en'));
afterEach(() => vi.restoreAllMocks());

describe('ImportPostsDialog', () => {
  it('uploads the file for the chosen subject, toasts the count and closes', async () => {
    const user = userEvent.setup();
    let received: Record<string, string> = {};
    server.use(
      http.post('/api/dashboard/import', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        received = {
          dashboard_id: String(form.get('dashboard_id')),
          subject_id: String(form.get('subject_id')),
          file: file.name,
          token: request.headers.get('MB-TOKEN') ?? '',
        };
        return ok({ imported: 12 });
      }),
    );
    const { onOpenChange, onImported } = renderDialog();
    const upload = screen.getByRole('button', { name: 'Import' });
    expect(upload).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByLabelText('Analysis subject'), 's2');
    await user.upload(screen.getByLabelText('File'), csv());
    await user.click(upload);
    expect(await screen.findByText('Imported 12 posts. The dashboard is being reanalysed.')).toBeTruthy();
    expect(received).toMatchObject({ dashboard_id: 'd1', subject_id: 's2', file: 'posts.csv' });
    expect(onImported).toHaveBeenCalledWith(12);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the parsing state while the upload runs', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    server.use(
      http.post('/api/dashboard/import', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return ok({ imported: 1 });
      }),
    );
    renderDialog();
    await user.upload(screen.getByLabelText('File'), csv());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('status')).textContent).toContain('Parsing the file…');
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
    release();
    await waitFor(() => expect(screen.queryByText('Parsing the file…')).toBeNull());
  });

  it('lists the first 50 row errors and counts the rest', async () => {
    const user = userEvent.setup();
    const issues = Array.from({ length: 57 }, (_, i) => ({
      path: `row ${i + 2} · views`,
      message: 'is required',
    }));
    server.use(http.post('/api/dashboard/import', () => fail('VALIDATION', 'invalid', { issues })));
    const { onOpenChange } = renderDialog();
    await user.upload(screen.getByLabelText('File'), csv());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const list = await screen.findByRole('list', {
      name: '57 problems found. Fix them and upload the file again.',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(50);
    expect(items[0]!.textContent).toBe('row 2 · views — is required');
    expect(screen.getByText('…and 7 more')).toBeTruthy();
    expect(screen.getByText('Import failed. Nothing was imported.')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('explains an unreadable file with the translated error code', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/dashboard/import', () => fail('IMPORT_FILE_UNREADABLE', 'broken')));
    renderDialog();
    await user.upload(screen.getByLabelText('File'), csv('posts.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('The file could not be read as CSV or XLSX. Please use the import template.'),
    ).toBeTruthy();
  });

  it('refuses other file types and files over 10 MB before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe('Only .csv and .xlsx files can be imported.');
    await user.upload(screen.getByLabelText('File'), csv('big.csv', 10_000_001));
    expect(screen.getByRole('alert').textContent).toBe('The file is larger than 10 MB.');
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
  });

  it('downloads the CSV and XLSX templates', async () => {
    const user = userEvent.setup();
    const formats: string[] = [];
    server.use(
      http.get('/api/dashboard/import/template', ({ request }) => {
        formats.push(new URL(request.url).searchParams.get('format') ?? '');
        return new HttpResponse('platform,post_id\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:template');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Download CSV template' }));
    await user.click(screen.getByRole('button', { name: 'Download XLSX template' }));
    await waitFor(() => expect(clicks).toEqual(['post-import-template.csv', 'post-import-template.xlsx']));
    expect(formats).toEqual(['csv', 'xlsx']);
    expect(created).toHaveBeenCalledTimes(2);
  });

  it('speaks Chinese by default', async () => {
    setLanguage('zh');
    renderDialog();
    expect(screen.getByRole('heading', { name: '导入帖子' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '下载 XLSX 模板' })).toBeTruthy();
  });
});
