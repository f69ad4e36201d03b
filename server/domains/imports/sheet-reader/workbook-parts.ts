import { isDateFormat } from './excel-dates.ts';
import { NOT_A_WORKBOOK, UnreadableFile } from './unreadable-file.ts';
import { resolvePart, type XlsxPackage } from './xlsx-package.ts';
import { attribute } from './xml-scanner.ts';

/** Text escaped as `_xHHHH_` (a character XML cannot hold); `_x005F_` escapes an underscore that is meant. */
const X_ESCAPE = /_x([0-9A-Fa-f]{4})_/g;

export function unescapeText(text: string): string {
  return text.includes('_x')
    ? text.replace(X_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;
}

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/** The relationships of part `path` by id (type, and target as a part path), from its `_rels/….rels`. */
function readRelationships(pkg: XlsxPackage, path: string): Map<string, { type: string; target: string }> {
  const folder = folderOf(path);
  const relationships = new Map<string, { type: string; target: string }>();
  pkg.scan(`${folder}_rels/${path.slice(folder.length)}.rels`, {
    open(name, attributes) {
      if (name !== 'Relationship' || attribute(attributes, 'TargetMode') === 'External') return;
      const id = attribute(attributes, 'Id');
      const type = attribute(attributes, 'Type');
      const target = attribute(attributes, 'Target');
      if (id && type && target) relationships.set(id, { type, target: resolvePart(folder, target) });
    },
    close() {},
    text() {},
  });
  return relationships;
}

/** The target of the first relationship whose type ends in `/kind` (transitional and strict namespaces alike). */
const targetOf = (relationships: Map<string, { type: string; target: string }>, kind: string) =>
  [...relationships.values()].find((r) => r.type.endsWith(`/${kind}`))?.target;

export interface WorkbookLayout {
  /** Part path of the first sheet (the first tab). */
  sheet: string;
  sharedStrings?: string;
  styles?: string;
  date1904: boolean;
}

/** Where the parts of the workbook are, through the package's and the workbook's relationships. */
export function readWorkbookLayout(pkg: XlsxPackage): WorkbookLayout {
  const workbook = targetOf(readRelationships(pkg, ''), 'officeDocument');
  if (!workbook) throw new UnreadableFile(NOT_A_WORKBOOK, 'no officeDocument relationship');
  let firstSheetId: string | undefined;
  let date1904 = false;
  const found = pkg.scan(workbook, {
    open(name, attributes) {
      if (name === 'workbookPr') {
        const value = attribute(attributes, 'date1904');
        date1904 = value === '1' || value === 'true';
      } else if (name === 'sheet' && firstSheetId === undefined) firstSheetId = attribute(attributes, 'id');
    },
    close() {},
    text() {},
  });
  if (!found) throw new UnreadableFile(NOT_A_WORKBOOK, `no workbook part ${workbook}`);
  const relationships = readRelationships(pkg, workbook);
  const sheet = firstSheetId === undefined ? undefined : relationships.get(firstSheetId)?.target;
  if (!sheet) throw new UnreadableFile('the workbook has no sheet.', 'no first sheet in the workbook');
  return {
    sheet,
    sharedStrings: targetOf(relationships, 'sharedStrings'),
    styles: targetOf(relationships, 'styles'),
    date1904,
  };
}

/** For each cell style (the `s` of a cell), whether its number format shows a date. */
export function readDateStyles(pkg: XlsxPackage, path: string | undefined): boolean[] {
  const formatCodes = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellXfs = false;
  if (path)
    pkg.scan(path, {
      open(name, attributes) {
        if (name === 'numFmt') {
          const code = attribute(attributes, 'formatCode');
          if (code !== undefined) formatCodes.set(Number(attribute(attributes, 'numFmtId')), code);
        } else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'xf' && inCellXfs)
          styleFormats.push(Number(attribute(attributes, 'numFmtId') ?? 0));
      },
      close(name) {
        if (name === 'cellXfs') inCellXfs = false;
      },
      text() {},
    });
  return styleFormats.map((id) => isDateFormat(id, formatCodes.get(id)));
}

/**
 * The shared-string table: each item's text runs joined (rich text keeps its characters, not its formatting);
 * phonetic guides (`rPh`, furigana) are not part of the text.
 */
export function readSharedStrings(pkg: XlsxPackage, path: string | undefined): string[] {
  const strings: string[] = [];
  let item = '';
  let inText = false;
  let inPhonetic = false;
  if (path)
    pkg.scan(path, {
      open(name) {
        if (name === 'si') item = '';
        else if (name === 't') inText = !inPhonetic;
        else if (name === 'rPh') inPhonetic = true;
      },
      close(name) {
        if (name === 't') inText = false;
        else if (name === 'rPh') inPhonetic = false;
        else if (name === 'si') strings.push(unescapeText(item));
      },
      text(text) {
        if (inText) item += text;
      },
    });
  return strings;
}
