import { useTranslation } from '@/lib/i18n/use-translation';
import '@/lib/i18n/namespaces/chat';

export default function UnknownArtifact() {
  const { t } = useTranslation('chat');
  return <p className="p-8 text-center text-sm text-muted-foreground">{t('artifact.unknownBody')}</p>;
}
