import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StartComposer } from '@/chat/start/start-composer';
import { buildGallery } from '@/chat/start/gallery';
import { i18n } from '@/lib/i18n';
import { OFFERED_SCREENS, SCREENS } from '@/lib/screen-catalog';
import { slashCommands } from '@/tools/slash-commands';
import { renderInApp, signInForTest } from './chat-kit.tsx';

const APP_GROUPS = ['apps', 'analytics', 'kox', 'benchmark'];

describe('start page gallery, from the tool registry and the screen catalog', () => {
  it('offers every tool a user can start and every built app screen, and nothing else', () => {
    const gallery = buildGallery();
    expect(gallery.available.map((i) => i.id)).toEqual([
      ...slashCommands.map((c) => c.toolName),
      ...OFFERED_SCREENS.filter((s) => s.built && APP_GROUPS.includes(s.group)).flatMap((s) => [
        s.id,
        ...(s.views ?? []).map((v) => v.id),
      ]),
    ]);
    expect(gallery.available.map((i) => i.id)).toContain('create_dashboard');
    expect(gallery.available.map((i) => i.id)).toContain('app-report');
    // The AD report's list, right after the report it belongs to.
    const ids = gallery.available.map((i) => i.id);
    expect(ids.indexOf('ad-dashboards')).toBe(ids.indexOf('app-report') + 1);
    for (const s of gallery.planned) expect(s.built, s.id).toBe(false);
    expect(gallery.planned.map((s) => s.id)).toContain('app-hotideas');
    const listed = [...gallery.available.map((i) => i.id), ...gallery.planned.map((s) => s.id)];
    for (const s of SCREENS.filter((s) => s.internal || !APP_GROUPS.includes(s.group)))
      expect(listed).not.toContain(s.id);
  });

  it('follows the catalog: a screen that becomes built moves from planned to available', () => {
    const screens = OFFERED_SCREENS.map((s) => (s.id === 'app-hotideas' ? { ...s, built: true } : s));
    const gallery = buildGallery(slashCommands, screens);
    expect(gallery.available.map((i) => i.id)).toContain('app-hotideas');
    expect(gallery.planned.map((s) => s.id)).not.toContain('app-hotideas');
  });

  it('has a zh and an en text for every item it offers', () => {
    const gallery = buildGallery();
    for (const lng of ['zh', 'en']) {
      for (const item of gallery.available) {
        const keys =
          item.kind === 'tool'
            ? [`apps:tools.${item.id}.description`]
            : item.kind === 'view'
              ? [`screens:viewTitle.${item.id}`, `apps:views.${item.id}.description`]
              : [`apps:screens.${item.id}.description`];
        for (const key of keys) expect(i18n.exists(key, { lng }), `${lng} ${key}`).toBe(true);
        if (item.kind === 'tool')
          expect(i18n.exists(`apps:tools.${item.id}.ability`, { lng }), `${lng} ${item.id}`).toBe(true);
      }
    }
  });

  it('says what the assistant can do from the same tools, and nothing is shown as coming soon', async () => {
    signInForTest();
    await renderInApp(<StartComposer />, '/writer/app/store');
    const subtitle = screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent ?? '';
    for (const command of slashCommands)
      expect(subtitle).toContain(i18n.t(`apps:tools.${command.toolName}.ability`));
    expect(subtitle).toBe(
      '助手可以打开任意页面、切换界面语言、创建社媒看板、回答关于看板的问题、创建广告看板、回答关于广告表现的问题、通过链接分享看板、查看看板分享链接是否有效、把报告下载为PDF或图片、重命名看板或设置更新频率、管理团队成员、邀请新成员、新建客户或项目、切换团队、查找达人、按brief推荐达人、把达人加入团队库、把达人加到项目、写邀约邮件、发送邀约邮件、停止待发送的邮件、跟进没回复的达人和查看项目中谁回复了，中英文都可以。',
    );
    const gallery = screen.getByRole('region', { name: '现在就能用' });
    for (const button of within(gallery).getAllByRole('button'))
      expect(button.hasAttribute('disabled')).toBe(false);
    expect(within(gallery).queryByText('即将推出')).toBeNull();
  });

  it('opens a tool’s form from its card and an app’s screen from its card', async () => {
    signInForTest();
    const { router } = await renderInApp(<StartComposer />, '/writer/app/store');
    const user = userEvent.setup();
    const gallery = screen.getByRole('region', { name: '现在就能用' });
    await user.click(within(gallery).getByRole('button', { name: /创建看板/ }));
    expect(await screen.findByRole('button', { name: '关闭' })).toBeTruthy();
    expect(await screen.findByRole('form', { name: '新建看板' })).toBeTruthy();
    await user.click(within(gallery).getByRole('button', { name: /^打开 报告 / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/writer/app/report'));
  });

  it('opens the AD report’s list of ad dashboards from its own card', async () => {
    signInForTest();
    const { router } = await renderInApp(<StartComposer />, '/writer/app/store');
    const user = userEvent.setup();
    const gallery = screen.getByRole('region', { name: '现在就能用' });
    await user.click(within(gallery).getByRole('button', { name: /^打开 广告看板 / }));
    await waitFor(() =>
      expect(router.state.location.href).toBe('/writer/app/report?app_doi=REPORT_BOOSTER_META_ANALYSIS_AD'),
    );
  });
});
