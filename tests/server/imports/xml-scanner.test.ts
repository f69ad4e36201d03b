import { describe, expect, it } from 'vitest';
import { UnreadableFile } from '../../../server/domains/imports/sheet-reader/unreadable-file.ts';
import {
  attribute,
  decodeEntities,
  XmlScanner,
} from '../../../server/domains/imports/sheet-reader/xml-scanner.ts';

/** Every event of a scan, as text, with the input fed in pieces of `size` characters. */
function events(xml: string, size = xml.length): string[] {
  const out: string[] = [];
  const scanner = new XmlScanner({
    open: (name, attributes, selfClosing) => out.push(`<${name}${attributes}${selfClosing ? '/' : ''}>`),
    close: (name) => out.push(`</${name}>`),
    text: (text) => out.push(text),
  });
  for (let at = 0; at < xml.length; at += size) scanner.write(xml.slice(at, at + size));
  scanner.end();
  return out;
}

const SAMPLE =
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- a <comment> -->' +
  '<x:root xmlns:x="urn:x"><x:c r="A1" t=\'s\' note="a > b"><x:v>1 &lt; 2 &amp;&#x4E2D;&#25991;</x:v></x:c>' +
  '<t><![CDATA[<kept> & raw]]></t><empty/></x:root>';

describe('XmlScanner', () => {
  it('reports tags by local name, attributes raw, text with entities decoded and CDATA as written', () => {
    expect(events(SAMPLE)).toEqual([
      '\n',
      '<root xmlns:x="urn:x">',
      `<c r="A1" t='s' note="a > b">`,
      '<v>',
      '1 < 2 &中文',
      '</v>',
      '</c>',
      '<t>',
      '<kept> & raw',
      '</t>',
      '<empty/>',
      '</empty>',
      '</root>',
    ]);
  });

  it('gives the same events however the input is cut into pieces', () => {
    const whole = events(SAMPLE);
    for (const size of [1, 2, 3, 7, 64]) expect(events(SAMPLE, size).join('')).toBe(whole.join(''));
  });

  it('refuses a DOCTYPE, so no entity of the file is ever expanded', () => {
    const bomb = '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;">]><x>&b;</x>';
    expect(() => events(bomb)).toThrow(UnreadableFile);
  });

  it('refuses a run of text or a tag longer than any cell, without buffering the rest', () => {
    const scanner = new XmlScanner({ open() {}, close() {}, text() {} });
    scanner.write('<sheetData><row><c><v>');
    expect(() => {
      for (let i = 0; i < 20; i++) scanner.write('9'.repeat(100_000));
    }).toThrow(UnreadableFile);
  });

  it('refuses XML that ends inside a tag', () => {
    expect(() => events('<root><c r="A1"')).toThrow(UnreadableFile);
  });
});

describe('attribute and decodeEntities', () => {
  it('finds an attribute by local name, not inside a longer name', () => {
    const attributes = ' name="Posts" sheetId="3" r:id="rId1" s="x&amp;y"';
    expect(attribute(attributes, 'id')).toBe('rId1');
    expect(attribute(attributes, 'sheetId')).toBe('3');
    expect(attribute(attributes, 's')).toBe('x&y');
    expect(attribute(attributes, 'missing')).toBeUndefined();
  });

  it('leaves unknown entities and impossible character references as written', () => {
    expect(decodeEntities('&nbsp; &#0; &#x110000; &quot;&apos;')).toBe('&nbsp; &#0; &#x110000; "\'');
  });
});
