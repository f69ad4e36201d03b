/** The round avatar button at the foot of the rail, before and after the user menu's code is loaded. */
export const AVATAR_BUTTON_CLASS =
  'flex size-9 items-center justify-center overflow-hidden rounded-full bg-primary/10 text-sm font-semibold text-primary outline-none hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring';

/** The user's picture, or the first letter of the name. */
export function AvatarFace({ displayName, avatar }: { displayName: string; avatar: string | null }) {
  return avatar ? (
    <img src={avatar} alt="" className="size-full object-cover" />
  ) : (
    <>{displayName.slice(0, 1).toUpperCase()}</>
  );
}
