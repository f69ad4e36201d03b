import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode } from '@/lib/api/error-codes';
import { useAuthStore } from '@/lib/auth/auth-store';
import KoxImportDialog from '@/screens/kox/import/kox-import-dialog';
import { server } from '../msw/server.ts';
import { koxImportDb, koxImportHandlers } from '../msw/handlers/kox-import.ts';
import { renderKox } from '../kox/kox-kit.tsx';

describe('KOX import dialog', () => {
  it('shows a refused batch row by row in the user’s language, then imports the fixed lines', async () => {
    const db = koxImportDb({
      outcomes: [
        [
          {
            path: 'row 2 · link',
            message: 'is mandatory',
            code: ErrorCode.IMPORT_FIELD_REQUIRED,
            row: 2,
            column: 'link',
          },
          {
            path: 'row 3 · link',
            message: 'same creator as row 1',
            code: ErrorCode.IMPORT_DUPLICATE,
            row: 3,
            column: 'link',
            params: { first_row: 1 },
          },
          {
            path: 'row 4 · quote_min_usd',
            message: 'min above max',
            code: ErrorCode.KOX_RANGE_INVERTED,
            row: 4,
            column: 'quote_min_usd',
          },
        ],
        2,
      ],
    });
    server.use(...koxImportHandlers(db));
    const onOpenChange = vi.fn();
    renderKox(<KoxImportDialog kind="creators" open onOpenChange={onOpenChange} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Import creators' });
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Paste lines' }));
    const lines = within(dialog).getByRole('textbox', { name: /One entry per line/ });
    await user.type(lines, 'https://www.tiktok.com/@a');
    await user.click(importButton);

    const alert = await within(dialog).findByRole('alert');
    expect(
      within(alert).getByText('Nothing was imported: fix these problems and import again.'),
    ).toBeTruthy();
    const problems = within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(problems).toEqual([
      'Line 2 · Link: Mandatory fields in the import template must be filled',
      'Line 3 · Link: Duplicate of row 1 in this batch',
      'Line 4 · Quote minimum (USD): Minimum cannot exceed maximum',
    ]);
    expect(db.requests[0]).toEqual({ text: 'https://www.tiktok.com/@a', client_id: null });
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.type(lines, '\nhttps://www.tiktok.com/@b');
    await user.click(importButton);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(db.requests[1]).toEqual({
      text: 'https://www.tiktok.com/@a\nhttps://www.tiktok.com/@b',
      client_id: null,
    });
  });

  it('files a restricted member’s import under one of their clients, never under none', async () => {
    const db = koxImportDb({ outcomes: [1] });
    server.use(...koxImportHandlers(db));
    renderKox(<KoxImportDialog kind="creators" open onOpenChange={vi.fn()} />);
    const team = useAuthStore.getState().userRoleInfo!.team!;
    useAuthStore.getState().setUserRoleInfo({
      ...useAuthStore.getState().userRoleInfo!,
      team: { ...team, role: 'editor', restricted: true, client_ids: ['c-1', 'c-2'] },
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Import creators' });
    const client = within(dialog).getByRole('combobox', { name: 'File under client' });
    await waitFor(() => expect((client as HTMLSelectElement).value).toBe('c-1'));
    expect(within(client).queryByRole('option', { name: 'No client' })).toBeNull();
    await user.selectOptions(client, 'Bolt');
    await user.click(within(dialog).getByText('Paste lines'));
    await user.type(within(dialog).getByRole('textbox'), 'https://www.tiktok.com/@c');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(db.requests).toEqual([{ text: 'https://www.tiktok.com/@c', client_id: 'c-2' }]),
    );
  });

  it('sends a chosen file as base64 and refuses other file types before asking', async () => {
    const db = koxImportDb({ outcomes: [1] });
    server.use(...koxImportHandlers(db));
    const onOpenChange = vi.fn();
    renderKox(<KoxImportDialog kind="content" open onOpenChange={onOpenChange} />);
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await screen.findByRole('dialog', { name: 'Import content' });
    const input = within(dialog).getByLabelText('CSV or XLSX file');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a CSV or XLSX file.');
    await user.upload(input, new File(['link,price_usd\n'], 'content.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(db.requests[0]).toEqual({ file: { name: 'content.csv', base64: btoa('link,price_usd\n') } });
  });
});
