/**
 * The address that signs in with a one-time key: the client's root route exchanges `?blueaicode=` on any page
 * (spec §2) and then drops it; on the writer sign-in page a signed-in user goes on to the writer module, and one
 * whose key failed stays there to sign in another way. Invitations, backstage's new accounts and
 * `npm run issue-key` all hand out this one.
 */
export function signInLinkPath(key: string): string {
  return `/writer/login?blueaicode=${encodeURIComponent(key)}`;
}
