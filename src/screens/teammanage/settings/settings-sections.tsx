import { useTranslation } from '@/lib/i18n/use-translation';
import { DeleteTeam } from './delete-team.tsx';
import { GeneralForm } from './general-form.tsx';
import { LeaveTeam } from './leave-team.tsx';
import { LogoSection } from './logo-section.tsx';
import type { TeamDetail } from './settings-queries.ts';
import { TransferOwner } from './transfer-owner.tsx';
import '@/lib/i18n/namespaces/teammanage';

/** The settings of a loaded team: what every admin may change, then the owner's and everyone's ways out. */
export default function SettingsSections({ detail }: { detail: TeamDetail }) {
  const { t } = useTranslation('teammanage');
  const isOwner = detail.my_role === 'owner';
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      {detail.personal ? (
        <p role="note" className="rounded-xl border bg-muted/40 p-4 text-sm">
          {t('settings.personal')}
        </p>
      ) : null}
      <GeneralForm detail={detail} />
      <LogoSection detail={detail} />
      <section
        aria-labelledby="team-danger-title"
        className="flex flex-col gap-5 rounded-xl border border-destructive/40 p-4"
      >
        <h3 id="team-danger-title" className="font-medium text-destructive">
          {t('settings.danger')}
        </h3>
        {detail.owner && !isOwner ? (
          <p className="text-sm text-muted-foreground">
            {t('settings.ownedBy', { name: detail.owner.name, account: detail.owner.account })}
          </p>
        ) : null}
        {isOwner ? <TransferOwner teamName={detail.name} /> : null}
        <LeaveTeam teamName={detail.name} isOwner={isOwner} />
        {isOwner ? <DeleteTeam teamName={detail.name} /> : null}
      </section>
    </div>
  );
}
