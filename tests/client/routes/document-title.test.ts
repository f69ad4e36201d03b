import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@/lib/app-config';
import { appTitleFor, composeDocumentTitle, DEFAULT_FAVICON, faviconFor } from '@/lib/router/document-title';

const config: AppConfig = {
  title: 'Booster Studio',
  modules: {
    writer: { clientId: 'w', ico: '/writer.ico', title: 'Booster Writer' },
    designer: { clientId: 'd', ico: '', title: '' },
  },
};

describe('document title and icon (spec §2)', () => {
  it('joins the screen title and the app title', () => {
    expect(composeDocumentTitle('KOX list', 'Booster Writer', '未配置标题')).toBe(
      'KOX list - Booster Writer',
    );
  });

  it('shows 未配置标题 for a screen without a title', () => {
    expect(composeDocumentTitle(undefined, 'Booster Writer', '未配置标题')).toBe(
      '未配置标题 - Booster Writer',
    );
    expect(composeDocumentTitle('  ', undefined, '未配置标题')).toBe('未配置标题');
  });

  it('leaves out a missing app title', () => {
    expect(composeDocumentTitle('登录', '', '未配置标题')).toBe('登录');
  });

  it("uses the module's title, then the app's", () => {
    expect(appTitleFor(config, 'writer')).toBe('Booster Writer');
    expect(appTitleFor(config, 'designer')).toBe('Booster Studio');
    expect(appTitleFor(null, 'writer')).toBeUndefined();
  });

  it("uses the module's icon, else /favicon.ico", () => {
    expect(faviconFor(config, 'writer')).toBe('/writer.ico');
    expect(faviconFor(config, 'designer')).toBe(DEFAULT_FAVICON);
    expect(faviconFor(undefined, 'writer')).toBe('/favicon.ico');
  });
});
