import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp, Trash2 } from 'lucide-react';
import type { TFunction } from '@/lib/i18n/translator';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import { TEAM_LOGO_PATH } from '@/lib/api/endpoints';
import { postFile } from '@/lib/api/post-file';
import { formatFileSize } from '@/lib/format';
import { checkLogo, LOGO_ACCEPT, type ImageProblem } from './image-check.ts';
import type { TeamDetail } from './settings-queries.ts';
import '@/lib/i18n/namespaces/teammanage';

/** The team's logo: a preview, a new image (checked here first, then by the server), and removing it. */
export function LogoSection({ detail }: { detail: TeamDetail }) {
  const { t } = useTranslation('teammanage');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [removing, setRemoving] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['teammanage'] });
  const upload = useMutation({
    mutationFn: (file: File) => postFile<{ logo_url: string }>(TEAM_LOGO_PATH, file, {}),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => callApi('team.logoDelete', {}, { silent: true }),
    onSuccess: async () => {
      await refresh();
      setRemoving(false);
    },
  });

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    upload.reset();
    const found = await checkLogo(file);
    setProblem(found);
    if (!found) upload.mutate(file);
  };
  const problemText = problem ? problemMessage(problem, t) : null;
  const error = problemText ?? upload.error?.message ?? null;

  return (
    <section aria-labelledby="team-logo-title" className="flex flex-col gap-3 rounded-xl border p-4">
      <h3 id="team-logo-title" className="font-medium">
        {t('settings.logo.title')}
      </h3>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-20 items-center justify-center overflow-hidden rounded-lg border bg-muted/40">
          {detail.logo_url ? (
            <img
              src={detail.logo_url}
              alt={t('settings.logo.alt', { name: detail.name })}
              className="size-full object-contain"
            />
          ) : (
            <span className="text-xs text-muted-foreground">{t('settings.logo.none')}</span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => input.current?.click()} disabled={upload.isPending}>
              <ImageUp aria-hidden />
              {upload.isPending ? t('settings.logo.uploading') : t('settings.logo.upload')}
            </Button>
            {detail.logo_url ? (
              <Button variant="ghost" onClick={() => setRemoving(true)}>
                <Trash2 aria-hidden />
                {t('settings.logo.remove')}
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-muted-foreground">{t('settings.logo.hint')}</p>
          <input
            ref={input}
            type="file"
            accept={LOGO_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('settings.logo.upload')}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={removing}
        title={t('settings.logo.removeTitle')}
        description={t('settings.logo.removeBody')}
        confirmLabel={t('settings.logo.remove')}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setRemoving(false)}
      >
        {remove.error ? (
          <p role="alert" className="text-sm text-destructive">
            {remove.error.message}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

function problemMessage(problem: ImageProblem, t: TFunction): string {
  switch (problem.kind) {
    case 'type':
      return t('settings.logo.badType');
    case 'size':
      return t('settings.logo.tooLarge', { limit: formatFileSize(problem.maxBytes) });
    case 'width':
      return t('settings.logo.tooWide', { max: problem.maxWidth });
    case 'height':
      return t('settings.logo.tooTall', { max: problem.maxHeight });
  }
}
