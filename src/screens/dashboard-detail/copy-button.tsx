import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import '@/lib/i18n/namespaces/dashboard';

/** Copies `text` and says so for two seconds; `label` names what is copied for screen readers. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('dashboard');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void copy()}
      aria-label={t('share.copy', { what: label })}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? t('share.copied') : t('share.copyShort')}
    </Button>
  );
}
