/** A creator's initial in a circle: the corpus carries no pictures, and a remote one would leak who looks. */
export function CreatorAvatar({ name, size = 'sm' }: { name: string; size?: 'sm' | 'lg' }) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      aria-hidden
      className={
        size === 'lg'
          ? 'flex size-14 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xl font-semibold text-primary'
          : 'flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary'
      }
    >
      {initial}
    </span>
  );
}
