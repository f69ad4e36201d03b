import { useQueries } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { callApi } from '@/lib/api/client';
import { ProblemList } from '@/screens/ads/ad-data/files/problems-dialog';
import '@/lib/i18n/namespaces/adChat';
import '@/lib/i18n/namespaces/chat';

/**
 * What to fix in each data source that failed to read (a refused file's rows, a sync's error), from adData.detail,
 * in the user's language; the ad data screen lists them too.
 */
export function SourceProblems({ sources }: { sources: readonly { dataset_id: string; name: string }[] }) {
  const { t } = useTranslation('chat');
  const details = useQueries({
    queries: sources.map((s) => ({
      queryKey: ['chat-tool', 'adData.detail', s.dataset_id],
      queryFn: () => callApi('adData.detail', { dataset_id: s.dataset_id }, { silent: true }),
    })),
  });
  return (
    <div className="space-y-2">
      {details.map((q, i) =>
        q.data && q.data.problems.length > 0 ? (
          <div key={sources[i]?.dataset_id} className="space-y-1">
            <p className="font-medium text-destructive">
              {t('adChat:create.problemsOf', { name: q.data.name, count: q.data.problems.length })}
            </p>
            <ProblemList problems={q.data.problems} />
          </div>
        ) : null,
      )}
    </div>
  );
}
