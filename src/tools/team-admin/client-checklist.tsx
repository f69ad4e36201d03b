import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { teamClientsQuery } from '@/screens/dashboards/api/team-clients';
import { invalidIf } from './form-problem.tsx';
import '@/lib/i18n/namespaces/chat';

interface ClientChecklistProps {
  /** Client names, as the team tools take them. */
  chosen: readonly string[];
  onChange(names: string[]): void;
  /** What ticking none means for this tool. */
  hint: string;
  /** Whether the last check rejected the clients, and the id of the message that says why. */
  invalid: boolean;
  messageId: string;
}

/** The current team's clients (as far as the user sees them), one checkbox each. */
export function ClientChecklist({ chosen, onChange, hint, invalid, messageId }: ClientChecklistProps) {
  const { t } = useTranslation('chat');
  const clients = useQuery(teamClientsQuery);
  const list = clients.data?.list ?? [];
  const toggle = (name: string, on: boolean) =>
    onChange(list.map((c) => c.name).filter((n) => (n === name ? on : chosen.includes(n))));
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 font-medium">{t('tools.teamAdmin.form.clients')}</legend>
      <p className="text-xs text-muted-foreground">{hint}</p>
      {clients.isPending ? (
        <p className="text-xs text-muted-foreground">{t('tools.teamAdmin.form.clientsLoading')}</p>
      ) : clients.isError ? (
        <p className="text-xs text-destructive">{t('tools.teamAdmin.form.clientsFailed')}</p>
      ) : list.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t('tools.teamAdmin.form.noClients')}</p>
      ) : (
        <div className="flex max-h-32 flex-wrap gap-x-4 gap-y-1 overflow-y-auto">
          {list.map((client) => (
            <label key={client.client_id} className="flex items-center gap-1.5">
              <input
                type="checkbox"
                {...invalidIf(invalid, messageId)}
                checked={chosen.includes(client.name)}
                onChange={(e) => toggle(client.name, e.target.checked)}
              />
              {client.name}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
