import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { KeywordCheck } from '@/lib/keyword-query';
import { keywordIssue } from './builder-issues.ts';
import { useIssueText } from './form-field.tsx';
import '@/lib/i18n/namespaces/keywords';

export interface PendingKeywordCheck {
  subjectIndex: number;
  keywords: string;
  check: KeywordCheck;
}

interface KeywordCheckDialogProps {
  pending: PendingKeywordCheck | null;
  onReturn(): void;
  onIgnore(): void;
  onUseSuggestion(suggestion: string): void;
}

/**
 * "Keywords do not match the requirements, do you want to modify them?" — return to edit, ignore (only when
 * the keywords still parse; the server would refuse them otherwise) or use the suggested keywords.
 */
export function KeywordCheckDialog({
  pending,
  onReturn,
  onIgnore,
  onUseSuggestion,
}: KeywordCheckDialogProps) {
  const { t } = useTranslation('keywords');
  const issueText = useIssueText();
  const problems = pending ? [...pending.check.errors, ...pending.check.warnings] : [];
  const suggestion = pending?.check.suggestion ?? null;
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && onReturn()}>
      {/* Focus goes to the keywords field (Return) or the next step, not back to the Next button. */}
      <DialogContent onCloseAutoFocus={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{t('check.title')}</DialogTitle>
          <DialogDescription className="break-all">
            <code className="rounded bg-muted px-1 py-0.5">{pending?.keywords}</code>
          </DialogDescription>
        </DialogHeader>
        <ul className="list-disc pl-5 text-sm">
          {problems.map((p, i) => (
            <li key={i}>{issueText(keywordIssue('', p))}</li>
          ))}
        </ul>
        {suggestion !== null ? (
          <p className="text-sm break-all">
            <span className="font-medium">{t('check.suggestion')}: </span>
            <code className="rounded bg-accent px-1 py-0.5">{suggestion}</code>
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onReturn}>
            {t('check.return')}
          </Button>
          <Button variant="outline" disabled={(pending?.check.errors.length ?? 0) > 0} onClick={onIgnore}>
            {t('check.ignore')}
          </Button>
          <Button
            disabled={suggestion === null}
            onClick={() => suggestion !== null && onUseSuggestion(suggestion)}
          >
            {t('check.useSuggestion')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
