import { CopyButton } from '@/components/copy-button';

/** A label, a value in monospace and a copy button that says when it copied. */
export function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <div className="space-y-0.5">
      <p className="font-medium text-foreground">{label}</p>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 truncate rounded bg-muted px-2 py-1 text-foreground">{value}</code>
        <CopyButton text={value} label={copyLabel}>
          {copyLabel}
        </CopyButton>
      </div>
    </div>
  );
}
