import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import '@/lib/i18n/namespaces/teammanage';

/** Copies the invitation link and says so for two seconds. */
export function CopyLinkButton({ text }: { text: string }) {
  const { t } = useTranslation('teammanage');
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
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? t('invite.copied') : t('invite.copy')}
    </Button>
  );
}
