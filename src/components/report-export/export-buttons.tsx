import { useTranslation } from '@/lib/i18n/use-translation';
import { FileText, Image } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ExportFormat } from './export-file-name.ts';
import type { ExportProgress } from './use-report-export.ts';
import '@/lib/i18n/namespaces/reportExport';

const FORMATS = [
  { format: 'png', icon: Image },
  { format: 'pdf', icon: FileText },
] as const;

/** "Download PNG" and "Download PDF", disabled while an export runs, and that export's progress bar beside them. */
export function ExportButtons({
  exporting,
  onExport,
  disabled,
}: {
  exporting: ExportProgress | null;
  onExport(format: ExportFormat): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('reportExport');
  return (
    <>
      {FORMATS.map(({ format, icon: Icon }) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          disabled={disabled || exporting !== null}
          onClick={() => onExport(format)}
        >
          <Icon aria-hidden />
          {t(`download.${format}`)}
        </Button>
      ))}
      {exporting ? <ExportProgressBar exporting={exporting} /> : null}
    </>
  );
}

function ExportProgressBar({ exporting }: { exporting: ExportProgress }) {
  const { t } = useTranslation('reportExport');
  const percent = Math.round(exporting.progress * 100);
  const label = t(`progress.${exporting.format}`);
  return (
    <div className="flex items-center gap-2 text-xs text-muted-foreground">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 w-28 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden className="tabular-nums">
        {label} {percent}%
      </span>
    </div>
  );
}
