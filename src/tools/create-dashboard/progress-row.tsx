/** One labelled bar of a dashboard's progress (a collection task, an ad data source being read). */
export function ProgressRow({
  label,
  barLabel,
  progress,
}: {
  label: string;
  barLabel: string;
  progress: number;
}) {
  return (
    <li>
      <div className="flex justify-between gap-2">
        <span className="truncate">{label}</span>
        <span>{progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={barLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="mt-0.5 h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
      </div>
    </li>
  );
}
