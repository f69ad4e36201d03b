import { lazy, Suspense, useState, useTransition } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAuthStore } from '@/lib/auth/auth-store';
import { AVATAR_BUTTON_CLASS, AvatarFace } from './user-avatar.tsx';

const loadDropdown = () => import('./user-menu-dropdown.tsx');
const UserMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.UserMenuDropdown })));

/** The keys that open a menu button (WAI-ARIA menu button pattern). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * Avatar button at the foot of the rail: who is signed in, as which role, switch role, sign out. The menu's code
 * (Radix menus and their positioning) loads when the pointer or focus reaches the button, so the frame of every
 * page does without it until then; the first press opens the menu as soon as it is there.
 */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const user = useAuthStore((s) => s.userInfo?.user_info);
  const [wanted, setWanted] = useState(false);
  // A transition keeps this button (and its focus) on screen while the menu's code arrives.
  const [loading, startTransition] = useTransition();
  const open = () => startTransition(() => setWanted(true));
  if (!user) return null;
  const displayName = user.name || user.account;
  const label = t('user.menu', { name: displayName });
  const face = <AvatarFace displayName={displayName} avatar={user.avatar} />;
  const button = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={loading}
      className={AVATAR_BUTTON_CLASS}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={open}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      {face}
    </button>
  );
  return (
    <Suspense fallback={button}>
      {wanted ? (
        <UserMenuDropdown label={label} displayName={displayName} account={user.account} face={face} />
      ) : (
        button
      )}
    </Suspense>
  );
}
