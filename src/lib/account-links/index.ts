export {
  parseAccountLink,
  type AccountIdKind,
  type AccountPlatform,
  type AccountRef,
} from './parse-account-link.ts';
export {
  checkAccountLinks,
  MAX_ACCOUNT_LINKS,
  type AccountLinkLine,
  type AccountLinksCheck,
} from './check-account-links.ts';
