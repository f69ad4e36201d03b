import type { ReactNode } from 'react';
import { CommandItem } from 'cmdk';
import type { LucideIcon } from 'lucide-react';

interface PaletteItemProps {
  value: string;
  keywords?: string[];
  icon: LucideIcon;
  children: ReactNode;
  hint?: ReactNode;
  onSelect(): void;
}

export function PaletteItem({ value, keywords, icon: Icon, children, hint, onSelect }: PaletteItemProps) {
  return (
    <CommandItem
      value={value}
      keywords={keywords}
      onSelect={onSelect}
      className="flex cursor-pointer items-center gap-3 rounded-md px-2.5 py-2 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
    >
      <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 flex-1 truncate">{children}</span>
      {hint ? <span className="shrink-0 text-xs text-muted-foreground">{hint}</span> : null}
    </CommandItem>
  );
}
