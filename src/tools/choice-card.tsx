import type { LucideIcon } from 'lucide-react';
import { ChoiceButtons, useAnswered } from './choice-buttons.tsx';
import { ToolCardFrame } from './tool-card-frame.tsx';

/**
 * A tool's answer that is a question back ("choose"): the question as the card's title and a button per answer;
 * awaiting until the user answers, by a button or in their own words.
 */
export function ChoiceCard({
  icon,
  output,
}: {
  icon: LucideIcon;
  output: { question: string; choices: readonly { label: string; message: string }[] };
}) {
  const answered = useAnswered();
  return (
    <ToolCardFrame
      icon={icon}
      title={output.question}
      state={answered ? 'done' : 'awaiting'}
      actions={<ChoiceButtons choices={output.choices} />}
    />
  );
}
