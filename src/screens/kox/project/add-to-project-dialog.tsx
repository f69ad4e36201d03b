import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { callApi } from '@/lib/api/client';
import { formatDate } from '@/lib/format';
import { KOX_PROJECT_NAME_MAX, type KoxProjectSource } from '@/lib/kox-project-values';
import { withToast } from '@/lib/toasts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { KOX_KEY } from '../api/kox-queries.ts';
import { useKoxAccess } from '../shared/use-kox-access.ts';
import { ImportClientField } from '../import/import-client-field.tsx';
import { projectErrorText } from './project-form.ts';
import { projectListQuery } from './project-queries.ts';
import '@/lib/i18n/namespaces/koxProject';

export interface AddToProjectDialogProps {
  open: boolean;
  /** How many creators are added (the title says it before their ids are known). */
  count: number;
  /** The creators' ids: at hand for a selection, fetched for "every ranked creator". */
  creatorIds(): string[] | Promise<string[]>;
  source: KoxProjectSource;
  onClose(): void;
  onAdded(outcome: { added: number; already: number; projectId: string; name: string }): void;
}

/**
 * The one "add to project" of the KOX screens and cards: pick one of the team's projects (searched by name) or
 * name a new one, which starts now; then all the creators are added at once, those already there counted.
 */
export function AddToProjectDialog(props: AddToProjectDialogProps) {
  const { t } = useTranslation('koxProject');
  return (
    <Dialog open={props.open} onOpenChange={(next) => !next && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('add.title', { count: props.count })}</DialogTitle>
          <DialogDescription>{t('add.hint')}</DialogDescription>
        </DialogHeader>
        {props.open ? <ProjectPicker {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ProjectPicker({ creatorIds, source, onClose, onAdded }: AddToProjectDialogProps) {
  const { t } = useTranslation('koxProject');
  const ids = useId();
  const access = useKoxAccess();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState('');
  const [newName, setNewName] = useState('');
  const [clientId, setClientId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const search = useDebouncedValue(keyword.trim());
  const teamId = access.team?.team_id ?? null;
  const projects = useQuery(
    projectListQuery(teamId, {
      ...(search ? { keyword: search } : {}),
      sort: 'created_at',
      page: 1,
      page_size: 20,
    }),
  );
  const add = useMutation({
    mutationFn: async () => {
      const project = newName.trim()
        ? await callApi(
            'koxProject.create',
            { name: newName, start_at: new Date().toISOString(), client_id: clientId || null },
            { silent: true },
          )
        : projects.data?.list.find((p) => p.project_id === picked);
      if (!project) throw new Error('No project');
      const outcome = await callApi(
        'koxProject.addCreators',
        { project_id: project.project_id, creator_ids: await creatorIds(), source },
        { silent: true },
      );
      return { ...outcome, projectId: project.project_id, name: project.name };
    },
    onMutate: () => setProblem(null),
    onSuccess: async (outcome) => {
      withToast((toast) => toast.success(t('add.done', outcome)));
      await queryClient.invalidateQueries({ queryKey: KOX_KEY });
      onAdded(outcome);
    },
    onError: (error) => setProblem(projectErrorText(error)),
  });
  const submit = () => {
    if (!newName.trim() && !picked) setProblem(t('add.pickOne'));
    else add.mutate();
  };
  const list = projects.data?.list ?? [];
  let choices;
  if (projects.isError)
    choices = (
      <div role="alert" className="flex items-center gap-2 text-sm text-destructive">
        {t('add.failed')}
        <Button size="sm" variant="outline" onClick={() => void projects.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  else if (projects.isPending)
    choices = (
      <p role="status" className="text-sm text-muted-foreground">
        {t('add.loading')}
      </p>
    );
  else if (list.length === 0)
    choices = <p className="text-sm text-muted-foreground">{search ? t('add.noMatch') : t('add.none')}</p>;
  else
    choices = (
      <fieldset className="flex max-h-56 flex-col gap-1 overflow-y-auto rounded-md border p-1">
        <legend className="sr-only">{t('add.pickOne')}</legend>
        {list.map((p) => (
          <label
            key={p.project_id}
            className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-accent has-[:checked]:bg-accent"
          >
            <input
              type="radio"
              name={`${ids}-project`}
              value={p.project_id}
              checked={picked === p.project_id}
              onChange={() => {
                setPicked(p.project_id);
                setNewName('');
              }}
            />
            <span className="min-w-0 flex-1 truncate font-medium">{p.name}</span>
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
              {formatDate(p.start_at)} · {t('detail.creatorCount', { count: p.creator_count })}
            </span>
          </label>
        ))}
      </fieldset>
    );
  return (
    <form
      noValidate
      className="flex min-w-0 flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Input
        type="search"
        aria-label={t('add.search')}
        placeholder={t('add.search')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      {choices}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-new`}>{t('add.newProject')}</Label>
        <Input
          id={`${ids}-new`}
          placeholder={t('add.newName')}
          maxLength={KOX_PROJECT_NAME_MAX}
          autoComplete="off"
          value={newName}
          onChange={(e) => {
            setNewName(e.target.value);
            if (e.target.value.trim()) setPicked('');
          }}
        />
      </div>
      {newName.trim() && access.team?.restricted ? (
        <ImportClientField
          teamId={teamId}
          restricted
          value={clientId}
          onChange={setClientId}
          disabled={add.isPending}
        />
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {newName.trim() ? t('add.createAndAdd') : t('add.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
