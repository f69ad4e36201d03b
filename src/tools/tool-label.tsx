import { createContext, useContext, type ComponentType } from 'react';
import type { ToolCallMessagePartProps } from '@assistant-ui/react';

/** i18n key (namespace `chat`) of a tool's human name: `tools.queryDashboard.label` for `query_dashboard`. */
export const toolLabelKey = (toolName: string) =>
  `tools.${toolName.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())}.label`;

const ToolLabelContext = createContext<string | undefined>(undefined);

/** The label key of the tool whose card is rendering (a known tool only). */
export const useToolLabelKey = () => useContext(ToolLabelContext);

/** A tool's card that knows its tool's name, for a frame with nothing else to title it (tool-card-frame.tsx). */
export function withToolLabel(
  Card: ComponentType<ToolCallMessagePartProps>,
  toolName: string,
): ComponentType<ToolCallMessagePartProps> {
  const labelKey = toolLabelKey(toolName);
  function LabelledCard(props: ToolCallMessagePartProps) {
    return (
      <ToolLabelContext.Provider value={labelKey}>
        <Card {...props} />
      </ToolLabelContext.Provider>
    );
  }
  LabelledCard.displayName = `Labelled(${toolName})`;
  return LabelledCard;
}
