import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { CommandPalette } from '@/chat/palette/palette-launcher';
import { useExportRequests } from '@/components/report-export/export-requests';
import { i18n } from '@/lib/i18n';
import { exportReportCommand } from '@/tools/export-report/command';
import { ExportReportForm } from '@/tools/export-report/form';
import { exportReportUi } from '@/tools/export-report/ui';
import { matchSlashCommands } from '@/tools/slash-commands';
import {
  finishedToolCall,
  openPalette,
  renderInApp,
  renderThread,
  signInForTest,
} from '../chat/chat-kit.tsx';

afterEach(() => {
  useArtifactStore.setState({ bySession: {} });
  useExportRequests.setState({ pending: {} });
});

const output = { dashboard_id: 'd7', dashboard_name: 'Running <b>shoes</b>', format: 'pdf' };

describe('export_report card', () => {
  it('opens the report and asks its detail for the file when the live result arrives', () => {
    const openArtifact = vi.fn();
    exportReportUi.effect?.(output as never, { host: { openArtifact } as never, messageId: 'm3' });
    expect(useExportRequests.getState().pending).toEqual({ d7: 'pdf' });
    expect(openArtifact).toHaveBeenCalledWith({
      kind: 'dashboard',
      key: 'd7',
      props: { dashboardId: 'd7' },
      sourceMessageId: 'm3',
    });
  });

  it('names the report and the file; downloads again or opens the report from the card', async () => {
    signInForTest();
    await renderThread(
      'exp-1',
      finishedToolCall('exp-1', { tool: 'export_report', request: '导出PDF', input: {}, output }),
    );
    // A name is data: shown as text, never as markup.
    const card = await screen.findByRole('group', { name: '「Running <b>shoes</b>」导出为 PDF' });
    // A result from the history downloads nothing by itself.
    expect(useExportRequests.getState().pending).toEqual({});
    await userEvent.click(within(card).getByRole('button', { name: '重新下载 PDF' }));
    expect(useExportRequests.getState().pending).toEqual({ d7: 'pdf' });
    expect(useArtifactStore.getState().bySession['exp-1']?.tabs).toEqual([
      expect.objectContaining({ id: 'dashboard:d7', props: { dashboardId: 'd7' }, sourceMessageId: 'a1' }),
    ]);
  });
});

describe('/export form', () => {
  it('submits the format chosen, PDF first', async () => {
    signInForTest();
    const onSubmit = vi.fn();
    await renderInApp(<ExportReportForm onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: '下载' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ format: 'pdf' });
    await user.click(screen.getByRole('radio', { name: 'PNG（整张图片）' }));
    await user.click(screen.getByRole('button', { name: '下载' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ format: 'png' });
    expect(exportReportCommand.ui.describe({ format: 'png' }, i18n.t)).toBe('/export 将当前报告下载为 PNG');
  });

  it('is offered as /export in the slash menu and in ⌘K', async () => {
    expect(matchSlashCommands('/exp').map((c) => c.toolName)).toEqual(['export_report']);
    signInForTest();
    await renderInApp(<CommandPalette />);
    const { user, dialog } = await openPalette(userEvent.setup({ delay: null }));
    await user.click(within(dialog).getByRole('option', { name: /下载报告/ }));
    expect(await within(dialog).findByRole('radio', { name: 'PDF（A4 分页）' })).toBeTruthy();
  });
});
