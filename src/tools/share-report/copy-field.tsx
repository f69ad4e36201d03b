import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import '@/lib/i18n/namespaces/chat';

/** A label, a value in monospace and a copy button that says when it copied. */
export function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const { t } = useTranslation('chat');
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-0.5">
      <p className="font-medium text-foreground">{label}</p>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 truncate rounded bg-muted px-2 py-1 text-foreground">{value}</code>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={copyLabel}
          onClick={() =>
            void navigator.clipboard.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? t('tools.shareReport.copied') : copyLabel}
        </Button>
      </div>
    </div>
  );
}
