import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import '@/lib/i18n/namespaces/reportShare';

/** Asks for the extraction code; `problem` is what went wrong with the last one. */
export function CodeForm({
  busy,
  problem,
  onSubmit,
}: {
  busy: boolean;
  problem: string | null;
  onSubmit(code: string): void;
}) {
  const { t } = useTranslation('reportShare');
  const inputId = useId();
  const problemId = useId();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <form
      onSubmit={submit}
      className="mx-auto flex w-full max-w-sm flex-col gap-4 rounded-xl border bg-background p-6 shadow-xs"
    >
      <div className="flex items-center gap-2">
        <KeyRound aria-hidden className="size-5 text-primary" />
        <h1 className="text-lg font-semibold">{t('code.title')}</h1>
      </div>
      <p className="text-sm text-muted-foreground">{t('code.description')}</p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inputId}>{t('code.label')}</Label>
        <Input
          id={inputId}
          value={code}
          autoComplete="off"
          autoFocus
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => setCode(e.target.value)}
          className="font-mono"
        />
        {problem ? (
          <p id={problemId} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={busy || !code.trim()}>
        {busy ? t('code.checking') : t('code.open')}
      </Button>
    </form>
  );
}
