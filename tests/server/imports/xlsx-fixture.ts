import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * XLSX files written part by part, the way Excel lays them out, so a test says exactly which cell types,
 * styles and strings the reader meets and no spreadsheet library stands between the test and the XML. The zip
 * is written here too (node:zlib), so a test can also make one that lies: a zip bomb.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** An entry's deflated data with the size and CRC its headers declare. */
interface Deflated {
  data: Uint8Array;
  size: number;
  crc: number;
}

/**
 * Deflates pieces one by one, each flushed to a byte boundary and closed by a final empty block: a valid raw
 * deflate stream built in constant memory, however much it holds.
 */
export function deflatePieces(pieces: Iterable<Uint8Array>): Deflated {
  const parts: Uint8Array[] = [];
  let size = 0;
  let crc = 0;
  for (const piece of pieces) {
    parts.push(deflateRawSync(piece, { finishFlush: constants.Z_SYNC_FLUSH }));
    size += piece.length;
    crc = crc32(piece, crc);
  }
  parts.push(deflateRawSync(new Uint8Array(0)));
  return { data: Buffer.concat(parts), size, crc };
}

const deflated = (data: Uint8Array): Deflated => ({
  data: deflateRawSync(data),
  size: data.length,
  crc: crc32(data),
});

/** A zip of the given entries, each deflated, with a central directory as every writer puts at the end. */
export function zipEntries(entries: Record<string, Uint8Array | Deflated>): Uint8Array<ArrayBuffer> {
  const locals: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const entry = content instanceof Uint8Array ? deflated(content) : content;
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    local.copy(header, 8, 6, 30); // flags … name length: the same fields in the same order
    header.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, entry.data);
    central.push(header, nameBytes);
    offset += 30 + nameBytes.length + entry.data.length;
  }
  const directorySize = central.reduce((n, part) => n + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...central, end]));
}

export interface XlsxParts {
  /** The rows, as the inner XML of `<sheetData>`. */
  sheetData: string;
  /** The `<si>` items of the shared-string table, as XML (one string per item). */
  sharedStrings?: string[];
  /** Custom number formats by id (164 and up), e.g. `{ 164: 'yyyy-mm-dd hh:mm' }`. */
  numFmts?: Record<number, string>;
  /** `numFmtId` of each cell style, in order (style 0 first); `s="2"` on a cell picks the third. */
  cellXfs?: number[];
  date1904?: boolean;
  /** Puts another sheet's tab first: that one is then read, not `sheetData`. */
  otherSheetFirst?: boolean;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A plain shared-string item. */
export const si = (text: string) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`;

function stylesXml(numFmts: Record<number, string>, cellXfs: number[]): string {
  const fmts = Object.entries(numFmts)
    .map(([id, code]) => `<numFmt numFmtId="${id}" formatCode="${escapeXml(code)}"/>`)
    .join('');
  const xfs = cellXfs
    .map((id) => `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`)
    .join('');
  return (
    `${HEAD}<styleSheet xmlns="${MAIN}">` +
    (fmts ? `<numFmts count="${Object.keys(numFmts).length}">${fmts}</numFmts>` : '') +
    '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="1"><fill><patternFill patternType="none"/></fill></fills>' +
    '<borders count="1"><border/></borders>' +
    // Styles of cell styles are not cell formats: a date format here must not make style 0 a date.
    '<cellStyleXfs count="1"><xf numFmtId="14" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${cellXfs.length}">${xfs}</cellXfs></styleSheet>`
  );
}

const text = (xml: string) => new TextEncoder().encode(xml);

const SHEET_HEAD = `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><dimension ref="A1"/><sheetData>`;
const SHEET_TAIL =
  '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';

/** The parts of a workbook around its first sheet `xl/worksheets/sheet1.xml`, in Excel's order. */
function workbookEntries(parts: Omit<XlsxParts, 'sheetData'>, sheet: Uint8Array | Deflated) {
  // Excel lists sheets in tab order: the first tab is the one read, whatever its file name or id.
  const tabs = [
    '<sheet name="Posts" sheetId="1" r:id="rId1"/>',
    '<sheet name="Notes" sheetId="2" r:id="rId9"/>',
  ];
  if (parts.otherSheetFirst) tabs.reverse();
  const entries: Record<string, Uint8Array | Deflated> = {
    '[Content_Types].xml': text(
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    '_rels/.rels': text(
      `${HEAD}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" ` +
        'Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': text(
      `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}">` +
        (parts.date1904 ? '<workbookPr date1904="1"/>' : '<workbookPr defaultThemeVersion="164011"/>') +
        `<sheets>${tabs.join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': text(
      `${HEAD}<Relationships xmlns="${PKG}">` +
        `<Relationship Id="rId9" Type="${REL}/worksheet" Target="worksheets/sheet2.xml"/>` +
        `<Relationship Id="rId1" Type="${REL}/worksheet" Target="/xl/worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/>` +
        `<Relationship Id="rId4" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` +
        '</Relationships>',
    ),
    'xl/worksheets/sheet1.xml': sheet,
    'xl/worksheets/sheet2.xml': text(
      `${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>notes</t></is></c></row>${SHEET_TAIL}`,
    ),
    'xl/styles.xml': text(stylesXml(parts.numFmts ?? {}, parts.cellXfs ?? [0])),
  };
  if (parts.sharedStrings)
    entries['xl/sharedStrings.xml'] = text(
      `${HEAD}<sst xmlns="${MAIN}" count="${parts.sharedStrings.length}" uniqueCount="${parts.sharedStrings.length}">` +
        `${parts.sharedStrings.join('')}</sst>`,
    );
  return entries;
}

/** A whole workbook from its parts. */
export function xlsxOf(parts: XlsxParts): Uint8Array<ArrayBuffer> {
  return zipEntries(workbookEntries(parts, text(SHEET_HEAD + parts.sheetData + SHEET_TAIL)));
}

/** A workbook whose sheet data is generated piece by piece and deflated as it comes. */
export function streamedXlsx(
  parts: Omit<XlsxParts, 'sheetData'>,
  sheetData: Iterable<string>,
): Uint8Array<ArrayBuffer> {
  function* pieces() {
    yield text(SHEET_HEAD);
    for (const piece of sheetData) yield text(piece);
    yield text(SHEET_TAIL);
  }
  return zipEntries(workbookEntries(parts, deflatePieces(pieces())));
}

/** Column letters of a 0-based index: 0 → A, 26 → AA. */
export function columnLetters(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const BIG_HEADER = [
  'platform',
  'post_id',
  'title',
  'post_time',
  'views',
  'likes',
  'comments',
  'channel_title',
];
/** 2026-01-01 12:00 as an Excel serial day (1900 date system). */
const JAN_2026_NOON = 46023.5;

/**
 * A header and `rows` posts as Excel saves them: every text a shared string (so the string table holds one
 * post id per row), counts as numbers, the post time a date-formatted serial, every cell with its reference.
 * `columns` keeps only the first few columns of each post row, for a file small enough to upload.
 */
export function bigPostsXlsx(rows: number, columns = BIG_HEADER.length): Uint8Array<ArrayBuffer> {
  const sharedStrings = [...BIG_HEADER, 'youtube', 'A title', 'A channel'].map(si);
  const firstPostId = sharedStrings.length;
  for (let i = 0; i < rows; i++) sharedStrings.push(`<si><t>p${i}</t></si>`);
  const str = (col: string, r: number, index: number) => `<c r="${col}${r}" t="s"><v>${index}</v></c>`;
  const num = (col: string, r: number, value: number, style = 0) =>
    `<c r="${col}${r}"${style ? ` s="${style}"` : ''}><v>${value}</v></c>`;
  const post = (r: number, i: number) =>
    [
      str('A', r, 8),
      str('B', r, firstPostId + i),
      str('C', r, 9),
      num('D', r, JAN_2026_NOON, 1),
      num('E', r, 1000),
      num('F', r, 10),
      num('G', r, 1),
      str('H', r, 10),
    ]
      .slice(0, columns)
      .join('');
  function* sheetData() {
    yield `<row r="1">${BIG_HEADER.map((_, i) => str(columnLetters(i), 1, i)).join('')}</row>`;
    const SLICE = 5000;
    for (let start = 0; start < rows; start += SLICE) {
      let xml = '';
      for (let i = start; i < Math.min(rows, start + SLICE); i++)
        xml += `<row r="${i + 2}">${post(i + 2, i)}</row>`;
      yield xml;
    }
  }
  return streamedXlsx({ sharedStrings, cellXfs: [0, 22] }, sheetData());
}

/**
 * A zip bomb: a valid workbook whose part `part` (the sheet unless told) inflates to `megabytes` MB of `unit`
 * repeated from about a kilobyte per megabyte, its headers declaring `declaredSize` bytes (a bomb may lie).
 */
export function zipBombXlsx(bomb: {
  megabytes: number;
  declaredSize: number;
  unit: string;
  part?: 'sheet' | 'sharedStrings';
}): Uint8Array<ArrayBuffer> {
  const [head, tail] =
    bomb.part === 'sharedStrings' ? [`${HEAD}<sst xmlns="${MAIN}">`, '</sst>'] : [SHEET_HEAD, SHEET_TAIL];
  const flushed = (xml: string) => deflateRawSync(text(xml), { finishFlush: constants.Z_SYNC_FLUSH });
  const block = flushed(bomb.unit.repeat(Math.floor(1_000_000 / bomb.unit.length)));
  const data = Buffer.concat([
    flushed(head),
    ...Array.from({ length: bomb.megabytes }, () => block),
    deflateRawSync(text(tail)),
  ]);
  const inflated: Deflated = { data, size: bomb.declaredSize, crc: 0 };
  if (bomb.part !== 'sharedStrings') return zipEntries(workbookEntries({}, inflated));
  const entries = workbookEntries(
    {},
    text(`${SHEET_HEAD}<row r="1"><c r="A1" t="s"><v>0</v></c></row>${SHEET_TAIL}`),
  );
  return zipEntries({ ...entries, 'xl/sharedStrings.xml': inflated });
}
