import { describe, expect, it } from 'vitest';
import {
  clearShareCredentials,
  getShareCredentials,
  setShareCredentials,
  shareKindForPath,
} from '@/lib/share/share-credentials';

describe('share credentials', () => {
  it('keep report and hot-ideas credentials under the spec keys', () => {
    setShareCredentials('report', { link: 'l1', password: 'p1' });
    setShareCredentials('hotideas', { link: 'l2', password: 'p2' });
    expect(localStorage.getItem('shareLink')).toBe('l1');
    expect(localStorage.getItem('sharePassword')).toBe('p1');
    expect(localStorage.getItem('shareHotideasLink')).toBe('l2');
    expect(localStorage.getItem('shareHotideasPassword')).toBe('p2');
    expect(getShareCredentials('report')).toEqual({ link: 'l1', password: 'p1' });
    expect(getShareCredentials('hotideas')).toEqual({ link: 'l2', password: 'p2' });
  });

  it('clear one kind or both', () => {
    setShareCredentials('report', { link: 'l1', password: 'p1' });
    setShareCredentials('hotideas', { link: 'l2', password: 'p2' });
    clearShareCredentials('report');
    expect(getShareCredentials('report')).toBeNull();
    expect(getShareCredentials('hotideas')).not.toBeNull();
    clearShareCredentials();
    expect(getShareCredentials('hotideas')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('a link without a stored password reads as an empty password', () => {
    localStorage.setItem('shareLink', 'l1');
    expect(getShareCredentials('report')).toEqual({ link: 'l1', password: '' });
  });

  it('picks the kind from the page', () => {
    expect(shareKindForPath('/writer/hotideasShare')).toBe('hotideas');
    expect(shareKindForPath('/writer/reportShare')).toBe('report');
    expect(shareKindForPath('/writer/app/store')).toBe('report');
  });
});
