import { useState, type ReactNode } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import '@/lib/i18n/namespaces/components';

interface CopyButtonProps {
  text: string;
  /** What the button says before copying ("Copy link"). */
  children: ReactNode;
  /** Its accessible name when the words alone do not say what is copied ("Copy extraction code"). */
  label?: string | undefined;
}

/** Copies `text` and says so for two seconds; a refused clipboard leaves it as it was. */
export function CopyButton({ text, children, label }: CopyButtonProps) {
  const { t } = useTranslation('components');
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
    <Button type="button" variant="outline" size="sm" aria-label={label} onClick={() => void copy()}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? t('copy.done') : children}
    </Button>
  );
}
