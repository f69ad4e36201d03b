import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Choice } from './choice-select.tsx';
import { CustomPeriodFields } from './custom-period-fields.tsx';
import { periodOf } from './period-choices.ts';
import '@/lib/i18n/namespaces/chat';

const VERSUS_CHOICES = ['previous', 'custom'] as const;
type VersusChoice = (typeof VERSUS_CHOICES)[number];

/** What a form's "compared with" fields hold: the span just before the period, or dates of their own. */
export function useComparedPeriod() {
  const [choice, setChoice] = useState<VersusChoice>('previous');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return {
    choice,
    setChoice,
    from,
    setFrom,
    to,
    setTo,
    /** The asked span; none for the span just before; null for custom dates missing or out of order. */
    period: () => (choice === 'custom' ? periodOf('custom', from, to) : undefined),
  };
}

/** "Compared with" in the /ask and /askads forms: its choice, and its own labelled pair of dates. */
export function ComparedPeriodFields({
  idPrefix,
  state,
}: {
  idPrefix: string;
  state: ReturnType<typeof useComparedPeriod>;
}) {
  const { t } = useTranslation('chat');
  return (
    <>
      <Choice
        id={`${idPrefix}-versus`}
        label={t('tools.queryDashboard.form.versus')}
        value={state.choice}
        options={VERSUS_CHOICES}
        optionLabel={(v) => t(`tools.queryDashboard.form.versusChoices.${v}`)}
        onChange={state.setChoice}
      />
      {state.choice === 'custom' ? (
        <CustomPeriodFields
          idPrefix={`${idPrefix}-versus`}
          labels={{
            from: t('tools.queryDashboard.form.versusFrom'),
            to: t('tools.queryDashboard.form.versusTo'),
          }}
          from={state.from}
          to={state.to}
          onFrom={state.setFrom}
          onTo={state.setTo}
        />
      ) : null}
    </>
  );
}
