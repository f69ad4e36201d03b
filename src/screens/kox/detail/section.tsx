import type { ReactNode } from 'react';

/** One titled block of the creator detail. */
export function Section({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3 rounded-xl border p-4">
      <div>
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A label over its value, for the facts grids. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** A share as a bar: simple CSS, no chart library on this route. */
export function ShareBar({ label, pct }: { label: string; pct: number }) {
  return (
    <div className="grid grid-cols-[minmax(4rem,8rem)_1fr_3rem] items-center gap-2 text-sm">
      <span className="truncate">{label}</span>
      <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
        <span
          className="block h-full rounded-full bg-primary"
          style={{ width: `${Math.min(100, Math.max(0, pct))}%` }}
        />
      </span>
      <span className="text-right tabular-nums">{pct}%</span>
    </div>
  );
}
