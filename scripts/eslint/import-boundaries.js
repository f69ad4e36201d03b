// @ts-check
/**
 * One-way imports of DESIGN.md, checked on every relative or `@/` import:
 * - a screen never imports another screen domain (share through components/ or lib/);
 * - lib/ and components/ never import screens, chat, tools, artifacts or routes;
 * - browser code (src/) never imports server code;
 * - server code imports from src/ only the shared, React-free contracts listed in SHARED.
 */
import path from 'node:path';

const SHARED = [
  /^src\/lib\/api\/(endpoints|define-endpoint|error-codes|chat-request)\.ts$/,
  /^src\/lib\/api\/endpoints\/[\w-]+\.ts$/,
  /^src\/lib\/(roles|screen-catalog|org-values|kox-values|kox-import-values|kox-recommend-values|kox-project-values|placement-status|sign-in-page-paths|report-path)\.ts$/,
  /^src\/lib\/kox-(link|storage-values|my-data-values)\.ts$/,
  /^src\/lib\/kox-mailbox-(values|rules)\.ts$/,
  /^src\/lib\/kox-outreach-(values|attachments)\.ts$/,
  /^src\/lib\/kox-(template-values|template-check|english|label-judgment|inbound-mail)\.ts$/,
  /^src\/lib\/kox-label-rules\//,
  /^src\/lib\/xlsx\/write-xlsx\.ts$/,
  /^src\/lib\/markdown\/escape-markdown\.ts$/,
  /^src\/lib\/time\/zoned-time\.ts$/,
  /^src\/lib\/ads\//,
  /^src\/lib\/format\/(compact-localized|kor-m|format-helpers|percent|signed-percent|display-names)\.ts$/,
  /^src\/lib\/(keyword-query|report-components|account-links)\//,
  /^src\/tools\/[^/]+\/contract\.ts$/,
  /^src\/tools\/(define-tool|contracts)\.ts$/,
  /^src\/locales\//,
];

/** @param {string} file @param {string} root */
const rel = (file, root) => path.relative(root, file).split(path.sep).join('/');

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: { type: 'problem', schema: [], messages: { bad: '{{reason}}' } },
  create(context) {
    const root = context.cwd;
    const from = rel(context.filename, root);
    /** @param {any} node @param {string} spec */
    function check(node, spec) {
      let target;
      if (spec.startsWith('@/')) target = 'src/' + spec.slice(2);
      else if (spec.startsWith('.')) target = rel(path.resolve(path.dirname(context.filename), spec), root);
      else return;
      const reason = violation(from, target);
      if (reason) context.report({ node, messageId: 'bad', data: { reason } });
    }
    return {
      ImportDeclaration: (n) => check(n.source, String(n.source.value)),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n.source, String(n.source.value)),
      ExportNamedDeclaration: (n) => n.source && check(n.source, String(n.source.value)),
      ExportAllDeclaration: (n) => check(n.source, String(n.source.value)),
    };
  },
};

/** @param {string} from @param {string} to */
export function violation(from, to) {
  if (from.startsWith('src/') && to.startsWith('server/')) return 'Browser code must not import server code.';
  if (
    from.startsWith('server/') &&
    to.startsWith('src/') &&
    !SHARED.some((re) => re.test(to.replace(/(\.tsx?)?$/, '.ts')))
  )
    return `Server code may import only shared contracts from src/, not ${to}.`;
  const screen = /^src\/screens\/([^/]+)\//;
  const a = from.match(screen)?.[1];
  const b = to.match(screen)?.[1];
  if (a && b && a !== b)
    return `Screen "${a}" must not import screen "${b}"; share through components/ or lib/.`;
  if (/^src\/(lib|components)\//.test(from) && /^src\/(screens|chat|tools|artifacts|routes)\//.test(to))
    return 'lib/ and components/ sit below screens, chat, tools, artifacts and routes; they must not import them.';
  return null;
}

export default { rules: { 'import-boundaries': rule } };
