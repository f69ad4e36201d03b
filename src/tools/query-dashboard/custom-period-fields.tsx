import { useTranslation } from '@/lib/i18n/use-translation';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import '@/lib/i18n/namespaces/chat';

/**
 * The first and last day of a custom period, for the forms of the dashboard questions; `labels` name a second
 * pair apart from the first (the dates a period is compared with).
 */
export function CustomPeriodFields(props: {
  idPrefix: string;
  labels?: { from: string; to: string };
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <>
      <div className="space-y-1">
        <Label htmlFor={`${props.idPrefix}-from`}>
          {props.labels?.from ?? t('tools.queryDashboard.form.from')}
        </Label>
        <Input
          id={`${props.idPrefix}-from`}
          type="date"
          value={props.from}
          onChange={(e) => props.onFrom(e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${props.idPrefix}-to`}>
          {props.labels?.to ?? t('tools.queryDashboard.form.to')}
        </Label>
        <Input
          id={`${props.idPrefix}-to`}
          type="date"
          value={props.to}
          onChange={(e) => props.onTo(e.target.value)}
        />
      </div>
    </>
  );
}
