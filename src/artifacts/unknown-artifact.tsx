import { useTranslation } from 'react-i18next';

export default function UnknownArtifact() {
  const { t } = useTranslation('chat');
  return <p className="p-8 text-center text-sm text-muted-foreground">{t('artifact.unknownBody')}</p>;
}
