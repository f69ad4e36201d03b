import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import { checkInput } from '../team-admin/check-input.ts';
import { FormProblem } from '../team-admin/form-problem.tsx';
import { switchTeamTool } from './contract.ts';
import { myTeamsQuery } from './my-teams-query.ts';
import '@/lib/i18n/namespaces/chat';

const ERROR_ID = 'switch-team-error';

/** `/team`: one button per team the user is an active member of; the current one is shown, not offered. */
export function SwitchTeamForm({ onSubmit, onCancel }: ToolFormProps<ToolInput<typeof switchTeamTool>>) {
  const { t } = useTranslation('chat');
  const teams = useQuery(myTeamsQuery);
  const [problem, setProblem] = useState<string | null>(null);
  const offered = (teams.data ?? []).filter((team) => team.member && team.status === 'active');
  const firstOther = offered.find((team) => !team.current);

  const choose = (name: string) => {
    const checked = checkInput(switchTeamTool.input, { team: name });
    if (!checked.ok) return setProblem(checked.field);
    onSubmit(checked.input);
  };

  let body;
  if (teams.isPending) body = <p className="text-muted-foreground">{t('tools.switchTeam.form.loading')}</p>;
  else if (teams.isError) body = <p className="text-destructive">{t('tools.switchTeam.form.failed')}</p>;
  else if (!firstOther) body = <p className="text-muted-foreground">{t('tools.switchTeam.form.onlyTeam')}</p>;
  else
    body = offered.map((team) => (
      <Button
        key={team.team_id}
        variant="outline"
        size="sm"
        disabled={team.current}
        autoFocus={team === firstOther}
        onClick={() => choose(team.name)}
      >
        {team.current ? t('tools.switchTeam.form.current', { name: team.name }) : team.name}
      </Button>
    ));

  return (
    <div
      role="group"
      aria-label={t('tools.switchTeam.form.label')}
      className="space-y-2 p-3 text-sm"
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <div className="flex flex-wrap items-center gap-2">{body}</div>
      <FormProblem id={ERROR_ID} message={problem && t(`tools.switchTeam.form.invalid.${problem}`)} />
    </div>
  );
}
