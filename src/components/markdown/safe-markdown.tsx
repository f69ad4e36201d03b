import type { Components, ExtraProps } from 'react-markdown';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { isFollowableLink, isOwnOrigin } from '@/lib/markdown/link-policy';

type HastElement = NonNullable<ExtraProps['node']>;
type HastContent = HastElement['children'][number];

const pageOrigin = () => globalThis.location?.origin;

function textOf(node: HastContent | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

function decoded(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

/**
 * Whether the link's text already is its URL (a GFM autolink: `https://…`, `www.…`, an e-mail address), which
 * the parser percent-encodes in the address but not in the text.
 */
function showsItsUrl(node: HastElement | undefined, href: string): boolean {
  const text = node?.children.map(textOf).join('') ?? '';
  const url = decoded(href);
  return [text, `http://${text}`, `mailto:${text}`].some(
    (candidate) => candidate === href || candidate === url,
  );
}

const link: Components['a'] = ({ node, href = '', children }) => {
  if (href && isFollowableLink(href, pageOrigin()))
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary underline underline-offset-2"
      >
        {children}
      </a>
    );
  // Not followed: the text stays, and the URL is shown for what it is instead of hiding behind it.
  return (
    <span data-unlinked="">
      {children}
      {href && !showsItsUrl(node, href) ? (
        <>
          {' ('}
          <span className="break-all">{href}</span>)
        </>
      ) : null}
    </span>
  );
};

const image: Components['img'] = ({ src, alt }) => {
  if (typeof src === 'string' && src && isOwnOrigin(src, pageOrigin()))
    return <img src={src} alt={alt ?? ''} loading="lazy" className="inline max-w-full" />;
  return alt ? <span data-unlinked="">{alt}</span> : null;
};

interface SafeMarkdownProps {
  children: string;
  /** Styling of the other elements; links and images always follow the link policy. */
  components?: Omit<Components, 'a' | 'img'>;
}

/**
 * Markdown from data or a model, rendered so that it cannot reach out: raw HTML shows as text (react-markdown's
 * default), images load only from our own origin, and links are live only to our own pages or a post's platform
 * page (`src/lib/markdown/link-policy.ts`); any other link is plain text showing its URL.
 */
export function SafeMarkdown({ children, components }: SafeMarkdownProps) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} components={{ ...components, a: link, img: image }}>
      {children}
    </ReactMarkdown>
  );
}
