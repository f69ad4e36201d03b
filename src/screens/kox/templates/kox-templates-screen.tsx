import { lazy, Suspense, useState } from 'react';
import type { PanelScreenProps } from '@/artifacts/panel-screens';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/use-translation';
import { KoxFrame } from '../shared/kox-frame.tsx';
import { TemplateList } from './template-list.tsx';
import '@/lib/i18n/namespaces/koxTemplate';

// The editor brings the form library and zod: they load when a template is opened, not with the list.
const TemplateEditor = lazy(() =>
  import('./template-editor.tsx').then((m) => ({ default: m.TemplateEditor })),
);

interface KoxTemplatesScreenProps {
  /** The template open in the editor, 'new' for one being created, '' for the list. */
  templateId: string;
  onTemplate(templateId: string): void;
  inPanel?: boolean;
}

/** AI business templates: the team's list, and the editor of one with its fields and progress labels. */
export function KoxTemplatesScreen({ templateId, onTemplate, inPanel = false }: KoxTemplatesScreenProps) {
  const { t } = useTranslation('koxTemplate');
  return (
    <KoxFrame screenId="kox-templates" subtitle={t('subtitle')} inPanel={inPanel}>
      {(access) =>
        templateId ? (
          <Suspense
            fallback={<Skeleton role="status" aria-label={t('loading')} className="h-96 w-full rounded-xl" />}
          >
            <TemplateEditor
              key={templateId === 'new' ? 'new' : 'open'}
              templateId={templateId}
              readOnly={!access.write}
              onOpen={onTemplate}
              onBack={() => onTemplate('')}
            />
          </Suspense>
        ) : (
          <TemplateList teamId={access.team?.team_id ?? null} canWrite={access.write} onOpen={onTemplate} />
        )
      }
    </KoxFrame>
  );
}

/** In the artifact panel: opened on the tab's `template`, or on the list. */
export function KoxTemplatesPanel({ params = {} }: PanelScreenProps) {
  const [templateId, setTemplateId] = useState(params.template ?? '');
  return <KoxTemplatesScreen templateId={templateId} onTemplate={setTemplateId} inPanel />;
}
