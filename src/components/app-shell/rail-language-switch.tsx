import { Languages } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FrameTooltip } from './frame-tooltip.tsx';
import { useLanguageToggle } from './language-switch.tsx';

/** The rail's language switch: an icon button with its label beside it on hover and focus. */
export function RailLanguageSwitch() {
  const { label, toggle } = useLanguageToggle();
  return (
    <FrameTooltip label={label} side="right">
      <Button
        variant="ghost"
        size="icon"
        onClick={toggle}
        aria-label={label}
        className="text-muted-foreground"
      >
        <Languages aria-hidden className="size-5" />
      </Button>
    </FrameTooltip>
  );
}
