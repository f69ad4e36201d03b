import { useTranslation } from '@/lib/i18n/use-translation';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ScrollArea } from '@/components/ui/scroll-area';
import type { Problem } from '../shared/problem-text.ts';
import { problemPlace, problemText } from '../shared/problem-text.ts';
import '@/lib/i18n/namespaces/adData';
import '@/lib/i18n/namespaces/adImport';

/** Every problem of a refused file, where it is and what to change, in the user's language. */
export function ProblemsDialog({
  name,
  problems,
  onClose,
}: {
  name: string;
  problems: Problem[] | null;
  onClose(): void;
}) {
  const { t } = useTranslation('adData');
  return (
    <Dialog open={problems !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('problems.title', { name })}</DialogTitle>
          <DialogDescription>{t('problems.description')}</DialogDescription>
        </DialogHeader>
        <ProblemList problems={problems ?? []} />
      </DialogContent>
    </Dialog>
  );
}

/** A file's problems, one a line: its place (row and column, or the whole file) and its text. */
export function ProblemList({ problems }: { problems: Problem[] }) {
  const { t } = useTranslation('adData');
  return (
    <ScrollArea className="max-h-[50vh]">
      <ol className="flex flex-col gap-2 pr-3 text-sm" aria-label={t('problems.list')}>
        {problems.map((problem, i) => (
          <li key={i} className="rounded-md border px-3 py-2">
            <span className="block text-xs font-medium text-muted-foreground">
              {problemPlace(t, problem)}
            </span>
            <span>{problemText(t, problem)}</span>
          </li>
        ))}
      </ol>
    </ScrollArea>
  );
}
