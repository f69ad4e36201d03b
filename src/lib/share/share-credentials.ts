import { readString, removeItem, writeString } from '../storage.ts';

/** The report share page and the hot-ideas share page keep separate credentials (spec §3). */
export type ShareKind = 'report' | 'hotideas';

export interface ShareCredentials {
  link: string;
  password: string;
}

const keys: Record<ShareKind, { link: string; password: string }> = {
  report: { link: 'shareLink', password: 'sharePassword' },
  hotideas: { link: 'shareHotideasLink', password: 'shareHotideasPassword' },
};

export function getShareCredentials(kind: ShareKind): ShareCredentials | null {
  const link = readString(keys[kind].link);
  if (!link) return null;
  return { link, password: readString(keys[kind].password) ?? '' };
}

export function setShareCredentials(kind: ShareKind, credentials: ShareCredentials): void {
  writeString(keys[kind].link, credentials.link);
  writeString(keys[kind].password, credentials.password);
}

/** Clears one kind, or both when no kind is given. */
export function clearShareCredentials(kind?: ShareKind): void {
  for (const k of kind ? [kind] : (Object.keys(keys) as ShareKind[])) {
    removeItem(keys[k].link);
    removeItem(keys[k].password);
  }
}

/** The hot-ideas share page sends its own credentials; every other page sends the report share ones. */
export function shareKindForPath(pathname: string): ShareKind {
  return pathname.toLowerCase().includes('hotideasshare') ? 'hotideas' : 'report';
}

/** The credentials the current page sends with every request (spec §7 sb-share-link / sb-share-password). */
export function activeShareKind(): ShareKind {
  return shareKindForPath(typeof window === 'undefined' ? '' : window.location.pathname);
}
