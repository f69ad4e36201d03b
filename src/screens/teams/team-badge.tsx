import { cn } from '@/lib/cn';

/** A team's logo, or its first letter on a tinted square when it has none. */
export function TeamBadge({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl?: string | null;
  className?: string;
}) {
  const base = cn('flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-md', className);
  if (logoUrl) return <img src={logoUrl} alt="" className={cn(base, 'bg-background object-contain')} />;
  return (
    <span aria-hidden className={cn(base, 'bg-primary/10 text-sm font-semibold text-primary')}>
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
