import { strToU8, zipSync } from 'fflate';

/**
 * XLSX files whose cells hold XML that decodes to what the database cannot store (character references to NUL
 * and to lone surrogates), entities, and references that point nowhere: the file content is the one input the
 * request guard cannot see, so the import reader must refuse or clean these itself.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPES = 'http://schemas.openxmlformats.org/package/2006/content-types';
const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const columnName = (index: number): string =>
  (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

const inlineCell = (ref: string, xmlText: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${xmlText}</t></is></c>`;

/** A workbook of one sheet: the header row, then one row per column with that column's cell replaced by `cellXml`. */
function workbook(header: string[], example: string[], cellXml: string, doctype = ''): Uint8Array {
  const row = (r: number, cells: string[]) =>
    `<row r="${r}">${cells.map((xml, i) => inlineCell(`${columnName(i)}${r}`, xml)).join('')}</row>`;
  const rows = [
    row(1, header.map(escapeXml)),
    ...header.map((_, column) =>
      row(
        column + 2,
        example.map((v, i) => (i === column ? cellXml : escapeXml(v))),
      ),
    ),
  ];
  return zipSync({
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${TYPES}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${SHEET_TYPE}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${SHEET_TYPE}.worksheet+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?>${doctype}<worksheet xmlns="${MAIN}"><sheetData>${rows.join('')}</sheetData></worksheet>`,
    ),
  });
}

const LAUGHS =
  '<!DOCTYPE worksheet [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;"><!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;">]>';

/** `[label, file bytes]` for each hostile workbook, built from the template's header and example row. */
export function hostileWorkbooks(header: string[], example: string[]): [string, Uint8Array][] {
  const cells: [string, string, string?][] = [
    ['character reference to NUL', 'fu&#0;zz'],
    ['character reference to a lone surrogate', '&#xD800;'],
    ['character reference to a low surrogate', 'fuzz&#xDC00;'],
    ['character reference past Unicode', '&#x110000;'],
    ['character reference of 11 digits', '&#99999999999;'],
    ['control character reference', '&#x1B;[31m'],
    ['undefined entity', '&fuzz;'],
    ['external entity', '&xxe;', '<!DOCTYPE worksheet [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'],
    ['billion laughs', '&g;', LAUGHS],
    ['unclosed CDATA', '<![CDATA[fuzz'],
  ];
  return cells.map(([label, xml, doctype]) => [`XLSX ${label}`, workbook(header, example, xml, doctype)]);
}
