import type { ReactNode } from 'react';

/**
 * The report's components side by side where the report itself has room (two columns from 56rem of its own
 * width, so the side panel and phones get one), measured on the report rather than the window.
 */
export function ReportGrid({ children }: { children: ReactNode }) {
  return (
    <div className="@container">
      <div className="grid grid-cols-1 gap-4 @4xl:grid-cols-2" data-report-grid>
        {children}
      </div>
    </div>
  );
}
