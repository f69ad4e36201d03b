import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface ReorderButtonsProps {
  index: number;
  count: number;
  upLabel: string;
  downLabel: string;
  /** Absent: the item cannot be removed (a built-in label). */
  removeLabel?: string;
  onMove(from: number, to: number): void;
  onRemove?(): void;
}

/** Up, down and remove for one item of an ordered list, each named for screen readers. */
export function ReorderButtons({
  index,
  count,
  upLabel,
  downLabel,
  removeLabel,
  onMove,
  onRemove,
}: ReorderButtonsProps) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={upLabel}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden className="size-4" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={downLabel}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden className="size-4" />
      </Button>
      {removeLabel && onRemove ? (
        <Button type="button" variant="ghost" size="icon" aria-label={removeLabel} onClick={onRemove}>
          <Trash2 aria-hidden className="size-4" />
        </Button>
      ) : null}
    </div>
  );
}
