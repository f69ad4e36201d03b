import { describe, expect, it, vi } from 'vitest';
import { Translator } from '@/lib/i18n/translator';

function translator() {
  const i18n = new Translator();
  i18n.addResourceBundle('en', 'common', {
    ok: 'OK',
    hello: 'Hello {{name}}, {{ name }}!',
    nested: { deep: { key: 'Deep' } },
    'dotted.key': 'Dotted',
    action: { 'member.role': 'Role changed' },
    members_one: '{{count}} member',
    members_other: '{{count}} members',
    onlyEnglish: 'English only',
  });
  i18n.addResourceBundle('zh', 'common', {
    ok: '确定',
    members_other: '{{count}} 位成员',
    found_zero: '没有找到',
    found_other: '找到 {{count}} 个',
  });
  i18n.addResourceBundle('en', 'kox', { title: 'Creators', ok: 'Fine' });
  i18n.addResourceBundle('zh', 'kox', { title: '达人' });
  i18n.language = 'zh';
  return i18n;
}

describe('Translator', () => {
  it('reads the default namespace, ns:key, the ns option and nested keys', () => {
    const i18n = translator();
    expect(i18n.t('ok')).toBe('确定');
    expect(i18n.t('kox:title')).toBe('达人');
    expect(i18n.t('title', { ns: 'kox' })).toBe('达人');
    expect(i18n.t('nested.deep.key', { lng: 'en' })).toBe('Deep');
    expect(i18n.t('dotted.key', { lng: 'en' })).toBe('Dotted');
    expect(i18n.t('action.member.role', { lng: 'en' })).toBe('Role changed');
  });

  it('inserts values as they are and leaves a missing one as written', () => {
    const i18n = translator();
    expect(i18n.t('hello', { lng: 'en', name: '<b>' })).toBe('Hello <b>, <b>!');
    expect(i18n.t('hello', { lng: 'en' })).toBe('Hello {{name}}, {{ name }}!');
  });

  it("chooses the plural form by the language's rules, and a text count is only a value", () => {
    const i18n = translator();
    expect(i18n.t('members', { lng: 'en', count: 1 })).toBe('1 member');
    expect(i18n.t('members', { lng: 'en', count: 3 })).toBe('3 members');
    expect(i18n.t('members', { count: 1 })).toBe('1 位成员');
    expect(i18n.t('members_other', { lng: 'en', count: '12.3k' })).toBe('12.3k members');
  });

  it('says none with a key_zero text, in any language, and the plural form without one', () => {
    const i18n = translator();
    expect(i18n.t('found', { count: 0 })).toBe('没有找到');
    expect(i18n.t('found', { count: 2 })).toBe('找到 2 个');
    expect(i18n.t('members', { lng: 'en', count: 0 })).toBe('0 members');
  });

  it('falls back to English, then to defaultValue, then to the key without its namespace', () => {
    const i18n = translator();
    expect(i18n.t('onlyEnglish')).toBe('English only');
    expect(i18n.t('kox:missing', { defaultValue: 'Said {{x}}', x: 1 })).toBe('Said 1');
    expect(i18n.t('kox:missing.key')).toBe('missing.key');
    expect(i18n.exists('kox:title', { lng: 'zh' })).toBe(true);
    expect(i18n.exists('kox:ok', { lng: 'zh' })).toBe(true);
    expect(i18n.exists('kox:nothing')).toBe(false);
  });

  it('fixes a language and a namespace, and tells listeners of a change once', async () => {
    const i18n = translator();
    const heard = vi.fn();
    i18n.on('languageChanged', heard);
    expect(i18n.getFixedT('en', 'kox')('title')).toBe('Creators');
    const t = await i18n.changeLanguage('en');
    await i18n.changeLanguage('en');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(t('ok')).toBe('OK');
    i18n.off('languageChanged', heard);
    await i18n.changeLanguage('zh');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('adds to a namespace and removes it', () => {
    const i18n = translator();
    i18n.addResourceBundle('zh', 'kox', { more: '更多' });
    expect(i18n.t('kox:title')).toBe('达人');
    expect(i18n.t('kox:more')).toBe('更多');
    i18n.removeResourceBundle('zh', 'kox');
    expect(i18n.t('kox:title')).toBe('Creators');
  });
});
