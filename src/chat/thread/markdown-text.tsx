import type { ComponentProps } from 'react';
import type { TextMessagePartProps } from '@assistant-ui/react';
import { SafeMarkdown } from '@/components/markdown/safe-markdown';

/**
 * Markdown elements styled for the thread (no typography plugin: a few rules keep answers readable); links and
 * images are SafeMarkdown's own.
 */
const components: ComponentProps<typeof SafeMarkdown>['components'] = {
  p: (props) => <p className="my-2 leading-7 first:mt-0 last:mb-0" {...props} />,
  ul: (props) => <ul className="my-2 list-disc space-y-1 pl-5" {...props} />,
  ol: (props) => <ol className="my-2 list-decimal space-y-1 pl-5" {...props} />,
  code: (props) => <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]" {...props} />,
  pre: (props) => <pre className="my-2 overflow-x-auto rounded-md bg-muted p-3 text-xs" {...props} />,
  table: (props) => <table className="my-2 w-full border-collapse text-sm" {...props} />,
  th: (props) => <th className="border px-2 py-1 text-left font-medium" {...props} />,
  td: (props) => <td className="border px-2 py-1" {...props} />,
  h1: (props) => <h3 className="mt-3 mb-1 font-semibold" {...props} />,
  h2: (props) => <h3 className="mt-3 mb-1 font-semibold" {...props} />,
  h3: (props) => <h4 className="mt-3 mb-1 font-semibold" {...props} />,
};

export function MarkdownText({ text }: Pick<TextMessagePartProps, 'text'>) {
  return (
    <div className="text-sm break-words">
      <SafeMarkdown components={components}>{text}</SafeMarkdown>
    </div>
  );
}
