import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { callApi, type ApiOutput } from '@/lib/api/client';
import type { AssignableTeamRole } from '@/lib/roles';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ClientAccessField } from '../common/client-access-field.tsx';
import { TEAMMANAGE_KEY } from './member-queries.ts';
import { RoleSelect } from './role-select.tsx';
import '@/lib/i18n/namespaces/teammanage';

type Candidate = ApiOutput<'team.userList'>[number];

/** Adds accounts that already exist (searched by account or name) with one role and client access. */
export function AddMembersDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {open ? <AddMembersForm onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AddMembersForm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('teammanage');
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<Candidate[]>([]);
  const [role, setRole] = useState<AssignableTeamRole>('editor');
  const [clientIds, setClientIds] = useState<string[] | null>(null);
  const search = useDebouncedValue(keyword.trim());
  const candidates = useQuery({
    queryKey: [...TEAMMANAGE_KEY, 'candidates', search],
    queryFn: () => callApi('team.userList', { keyword: search }, { silent: true }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
  const add = useMutation({
    mutationFn: () =>
      callApi(
        'team.addUsers',
        {
          user_uids: chosen.map((c) => c.user_uid),
          role,
          client_ids: role === 'admin' ? null : clientIds,
        },
        { silent: true },
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: TEAMMANAGE_KEY });
      onClose();
    },
  });
  const isChosen = (uid: string) => chosen.some((c) => c.user_uid === uid);
  const toggle = (candidate: Candidate, on: boolean) =>
    setChosen((list) => (on ? [...list, candidate] : list.filter((c) => c.user_uid !== candidate.user_uid)));

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen.length > 0) add.mutate();
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('add.title')}</DialogTitle>
        <DialogDescription>{t('add.description')}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <Label htmlFor="add-members-search">{t('add.search')}</Label>
        <Input
          id="add-members-search"
          type="search"
          autoComplete="off"
          placeholder={t('add.searchPlaceholder')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <div className="max-h-48 overflow-y-auto rounded-md border p-2 text-sm">
          {!search ? (
            <p className="text-muted-foreground">{t('add.typeToSearch')}</p>
          ) : candidates.isPending ? (
            <p className="text-muted-foreground">{t('add.searching')}</p>
          ) : candidates.isError ? (
            <p role="alert" className="text-destructive">
              {candidates.error.message}
            </p>
          ) : candidates.data.length === 0 ? (
            <p className="text-muted-foreground">{t('add.noMatch', { keyword: search })}</p>
          ) : (
            <ul className="flex flex-col gap-1" aria-label={t('add.results')}>
              {candidates.data.map((c) => (
                <li key={c.user_uid}>
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={isChosen(c.user_uid)}
                      onChange={(e) => toggle(c, e.target.checked)}
                    />
                    <span className="truncate">
                      {c.name} <span className="text-muted-foreground">({c.account})</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
        <p aria-live="polite" className="text-xs text-muted-foreground">
          {chosen.length === 0
            ? t('add.noneChosen')
            : t('add.chosen', { names: chosen.map((c) => c.name).join(', '), count: chosen.length })}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="add-members-role">{t('form.role')}</Label>
        <RoleSelect
          id="add-members-role"
          value={role}
          onChange={(e) => setRole(e.target.value as AssignableTeamRole)}
        />
      </div>
      {role === 'admin' ? (
        <p className="text-xs text-muted-foreground">{t('clients.adminsSeeAll')}</p>
      ) : (
        <ClientAccessField value={clientIds} onChange={setClientIds} />
      )}
      {add.error ? (
        <p role="alert" className="text-sm text-destructive">
          {add.error.message}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending || chosen.length === 0}>
          {t('add.submit', { count: chosen.length })}
        </Button>
      </DialogFooter>
    </form>
  );
}
