import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { i18n, initI18n, setLanguage, toLanguage, useLanguage } from '@/lib/i18n';
import { namespaces } from '@/lib/i18n/resources';

function Words() {
  const { t } = useTranslation();
  return <p>{t('ok')}</p>;
}

describe('i18n', () => {
  it('starts in zh with common as the default namespace, and loads every locale file as a namespace', () => {
    expect(i18n.language).toBe('zh');
    expect(i18n.t('ok')).toBe('确定');
    expect(i18n.t('errors:code.10104')).toBe('账号或密码错误');
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'errors']));
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('setLanguage persists the choice, switches the UI and sets <html lang>', async () => {
    render(<Words />);
    expect(screen.getByText('确定')).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(localStorage.getItem('locale')).toBe('en');
    expect(screen.getByText('OK')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('reads the stored language at start', () => {
    localStorage.setItem('locale', 'en');
    initI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('illegalInput')).toBe('Illegal input');
  });

  it('follows a change made in another tab (storage event)', async () => {
    render(<Words />);
    localStorage.setItem('locale', 'en');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'locale', oldValue: 'zh', newValue: 'en' }));
    });
    await waitFor(() => expect(screen.getByText('OK')).toBeTruthy());
    localStorage.setItem('locale', 'zh');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'locale', oldValue: 'en', newValue: 'zh' }));
    });
    await waitFor(() => expect(screen.getByText('确定')).toBeTruthy());
  });

  it('ignores storage events for other keys', () => {
    localStorage.setItem('locale', 'en');
    window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo', newValue: '{}' }));
    expect(i18n.language).toBe('zh');
  });

  it('useLanguage reports the language and re-renders on change', async () => {
    const { result } = renderHook(() => useLanguage());
    expect(result.current.language).toBe('zh');
    await act(() => result.current.setLanguage('en'));
    expect(result.current.language).toBe('en');
  });

  it('useTranslation reads its namespace first and others as ns:key, in the current language', async () => {
    i18n.addResourceBundle('zh', 'hook-a', { hello: '你好', shared: '甲' });
    i18n.addResourceBundle('en', 'hook-a', { hello: 'Hello', shared: 'A' });
    i18n.addResourceBundle('zh', 'hook-b', { shared: '乙' });
    i18n.addResourceBundle('en', 'hook-b', { shared: 'B' });
    try {
      const { result } = renderHook(() => ({
        one: useTranslation('hook-a'),
        two: useTranslation(['hook-b', 'hook-a']),
        none: useTranslation(),
      }));
      expect(result.current.one.t('hello')).toBe('你好');
      expect(result.current.two.t('shared')).toBe('乙');
      expect(result.current.two.t('hook-a:shared')).toBe('甲');
      expect(result.current.none.t('ok')).toBe('确定');
      const before = result.current.one.t;
      await act(() => setLanguage('en'));
      // A new t on a language change, so memoized children that take t re-render too.
      expect(result.current.one.t).not.toBe(before);
      expect(result.current.one.t('hello')).toBe('Hello');
      expect(result.current.two.t('shared')).toBe('B');
    } finally {
      for (const ns of ['hook-a', 'hook-b'])
        for (const lng of ['zh', 'en']) i18n.removeResourceBundle(lng, ns);
    }
  });

  it('maps stored values as the spec says: zh → zh, nothing → zh, anything else → en', () => {
    expect(toLanguage('zh')).toBe('zh');
    expect(toLanguage(null)).toBe('zh');
    expect(toLanguage('')).toBe('zh');
    expect(toLanguage('en')).toBe('en');
    expect(toLanguage('fr')).toBe('en');
  });

  it('falls back to en for a key only English has', () => {
    i18n.addResourceBundle('en', 'fallback-test', { onlyEnglish: 'English only' });
    try {
      expect(i18n.language).toBe('zh');
      expect(i18n.t('fallback-test:onlyEnglish')).toBe('English only');
    } finally {
      i18n.removeResourceBundle('en', 'fallback-test');
    }
  });
});
