import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../src/lib/api/error-codes.ts';
import { parseAdExport } from '../../../../server/ads/import/parse-ad-export.ts';
import { unpackAdDays } from '../../../../server/ads/packed-ad-days.ts';
import { metaExportCsv, metaSpendOf } from './meta-export-fixture.ts';

describe('parseAdExport (in the ad import thread)', () => {
  it(
    'parses a generated 12,000-row Meta export, reporting progress, and returns every row',
    { timeout: 60_000 },
    async () => {
      const rows = 12_000;
      const progress: [number, number][] = [];
      const result = await parseAdExport({
        name: 'meta.csv',
        bytes: metaExportCsv(rows),
        datasetId: 'ds-big',
        onProgress: (done, total) => progress.push([done, total]),
      });
      expect(result.issues).toEqual([]);
      expect(result).toMatchObject({ format: 'meta', currency: 'USD' });
      expect(result.windows).toEqual(['none', '1d_view', '1d_click', '7d_click']);
      expect(result.rows).toHaveLength(rows);
      let spend = 0;
      for (let i = 0; i < rows; i++) spend += metaSpendOf(i);
      const sum = result.rows.reduce((total, row) => total + row.spendUsd, 0);
      expect(Math.round(sum * 100)).toBe(Math.round(spend * 100));
      expect(result.rows.reduce((total, row) => total + row.conversions['7d_click'].purchases, 0)).toBe(
        2 * rows,
      );
      expect(result.rows[0]).toMatchObject({
        adName: 'Ad 0, hook "glow"',
        adId: '120230000000000000',
        views: 0,
      });
      expect(progress[0]).toEqual([0, rows]);
      expect(progress.at(-1)).toEqual([rows, rows]);
    },
  );

  it(
    'hands the rows over in slices with onRows, each after the last settled, and none for a bad file',
    { timeout: 60_000 },
    async () => {
      const slices: number[] = [];
      let inFlight = false;
      const result = await parseAdExport({
        name: 'meta.csv',
        bytes: metaExportCsv(1_200),
        datasetId: 'ds',
        onRows: async (rows) => {
          expect(inFlight).toBe(false);
          inFlight = true;
          await new Promise((resolve) => setTimeout(resolve, 5));
          slices.push(rows.count);
          expect(unpackAdDays(rows.bytes)).toHaveLength(rows.count);
          inFlight = false;
        },
      });
      expect(result.issues).toEqual([]);
      expect(result.rows).toEqual([]);
      expect(slices).toEqual([500, 500, 200]);

      const bad = new TextEncoder().encode(
        'Day,Campaign name,Ad set name,Ad name,Amount spent (USD),Impressions\n2026-10-01,C,S,A,x,1\n',
      );
      let called = false;
      const refused = await parseAdExport({
        name: 'b.csv',
        bytes: bad,
        datasetId: 'ds',
        onRows: () => void (called = true),
      });
      expect(refused.issues.map((i) => [i.row, i.column])).toEqual([[2, 'spend']]);
      expect(called).toBe(false);

      const failing = parseAdExport({
        name: 'meta.csv',
        bytes: metaExportCsv(1_200),
        datasetId: 'ds',
        onRows: () => Promise.reject(new Error('store is down')),
      });
      await expect(failing).rejects.toThrow('store is down');
      // The thread goes on with the next upload.
      const after = await parseAdExport({ name: 'meta.csv', bytes: metaExportCsv(10), datasetId: 'ds' });
      expect(after.rows).toHaveLength(10);
    },
  );

  it(
    'hands rows over while the rest is still read, and none after a late problem, whose result has no rows',
    { timeout: 60_000 },
    async () => {
      const rows = 20_000;
      let readWhenFirstSlice: number | undefined;
      let read = 0;
      const good = await parseAdExport({
        name: 'meta.csv',
        bytes: metaExportCsv(rows),
        datasetId: 'ds',
        onProgress: (done) => (read = done),
        onRows: () => void (readWhenFirstSlice ??= read),
      });
      expect(good.issues).toEqual([]);
      // The first slice came while most of the file was still to be read.
      expect(readWhenFirstSlice).toBeLessThan(rows / 2);

      const csv = new TextDecoder().decode(metaExportCsv(3_000)).trimEnd().split('\n');
      const cells = csv[2_601]!.split(',');
      cells.fill('not a day', 0, 3);
      csv[2_601] = cells.join(',');
      let handed = 0;
      const late = await parseAdExport({
        name: 'late.csv',
        bytes: new TextEncoder().encode(csv.join('\n')),
        datasetId: 'ds',
        onRows: (slice) => void (handed += slice.count),
      });
      expect(late.issues.map((i) => [i.row, i.column])).toEqual([[2_602, 'day']]);
      expect(late.rows).toEqual([]);
      // Slices stop at the slice holding the problem: those before it were handed over, none after.
      expect(handed).toBe(2_500);
      const collected = await parseAdExport({
        name: 'late.csv',
        bytes: new TextEncoder().encode(csv.join('\n')),
        datasetId: 'ds',
      });
      expect(collected.rows).toEqual([]);
    },
  );

  it(
    'reads a file handed over as a view into a larger Buffer, as the stored upload is, and leaves it whole',
    { timeout: 60_000 },
    async () => {
      const csv = metaExportCsv(25_000);
      expect(csv.length).toBeGreaterThan(8_000_000); // several pieces cross to the thread
      const backing = Buffer.alloc(csv.length + 100);
      backing.set(csv, 50);
      const view = backing.subarray(50, 50 + csv.length);
      const result = await parseAdExport({ name: 'meta.csv', bytes: view, datasetId: 'ds-view' });
      expect(result.issues).toEqual([]);
      expect(result.rows).toHaveLength(25_000);
      expect(view.byteLength).toBe(csv.length);
      expect(view.equals(csv)).toBe(true);
    },
  );

  it('moves bytes handed over to the thread without a copy, and copies a view it cannot move', async () => {
    const own = new Uint8Array(metaExportCsv(3_000));
    const moved = await parseAdExport({ name: 'm.csv', bytes: own, datasetId: 'ds', handOverBytes: true });
    expect(moved.rows).toHaveLength(3_000);
    expect(own.byteLength).toBe(0);

    const backing = Buffer.concat([Buffer.alloc(10), metaExportCsv(3_000)]);
    const view = backing.subarray(10);
    const copied = await parseAdExport({ name: 'm.csv', bytes: view, datasetId: 'ds', handOverBytes: true });
    expect(copied.rows).toHaveLength(3_000);
    expect(view.equals(metaExportCsv(3_000))).toBe(true);
  });

  it('inflates a compressed file in the thread, and calls one that does not make the file lost', async () => {
    const csv = metaExportCsv(3_000);
    const compressed = new Uint8Array(deflateRawSync(csv, { level: 1 }));
    const read = await parseAdExport({
      name: 'm.csv',
      bytes: compressed,
      compressed: { size: csv.length },
      datasetId: 'ds',
      handOverBytes: true,
    });
    expect(read.issues).toEqual([]);
    expect(read.rows).toHaveLength(3_000);
    expect(compressed.byteLength).toBe(0);

    const shortBy = (n: number) =>
      parseAdExport({
        name: 'm.csv',
        bytes: new Uint8Array(deflateRawSync(csv.subarray(0, csv.length - n))),
        compressed: { size: csv.length },
        datasetId: 'ds',
      });
    await expect(shortBy(1)).rejects.toMatchObject({ code: 'AD_UPLOAD_LOST' });
    await expect(
      parseAdExport({ name: 'm.csv', bytes: csv, compressed: { size: csv.length }, datasetId: 'ds' }),
    ).rejects.toMatchObject({ code: 'AD_UPLOAD_LOST' });
    // The thread goes on with the next file.
    expect((await parseAdExport({ name: 'm.csv', bytes: csv, datasetId: 'ds' })).rows).toHaveLength(3_000);
  });

  it('joins a stored upload read back in pieces in the thread, moving the pieces it may and copying views', async () => {
    const csv = metaExportCsv(3_000);
    const deflated = deflateRawSync(csv, { level: 1 });
    const third = Math.ceil(deflated.length / 3);
    const own = [
      new Uint8Array(deflated.subarray(0, third)),
      new Uint8Array(deflated.subarray(third, 2 * third)),
    ];
    const view = Buffer.concat([Buffer.alloc(7), deflated.subarray(2 * third)]).subarray(7);
    const read = await parseAdExport({
      name: 'm.csv',
      bytes: [...own, view],
      compressed: { size: csv.length },
      datasetId: 'ds',
      handOverBytes: true,
    });
    expect(read.issues).toEqual([]);
    expect(read.rows).toEqual((await parseAdExport({ name: 'm.csv', bytes: csv, datasetId: 'ds' })).rows);
    expect(own.map((piece) => piece.byteLength)).toEqual([0, 0]);
    expect(view.equals(deflated.subarray(2 * third))).toBe(true);
    // A piece missing: the file does not inflate to its size, and is lost, not misread.
    await expect(
      parseAdExport({
        name: 'm.csv',
        bytes: [deflated.subarray(0, third), deflated.subarray(2 * third)],
        compressed: { size: csv.length },
        datasetId: 'ds',
      }),
    ).rejects.toMatchObject({ code: 'AD_UPLOAD_LOST' });
  });

  it('refuses an oversized file before it reaches the thread, and a broken one from it', async () => {
    const tooLarge = await parseAdExport({
      name: 'big.csv',
      bytes: { length: 100_000_001 } as Uint8Array,
      datasetId: 'ds',
    });
    expect(tooLarge.issues.map((i) => i.code)).toEqual([ErrorCode.AD_IMPORT_FILE_TOO_LARGE]);
    const binary = await parseAdExport({
      name: 'x.csv',
      bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 1]),
      datasetId: 'ds',
    });
    expect(binary.issues.map((i) => i.code)).toEqual([ErrorCode.AD_IMPORT_NOT_A_SHEET]);
  });
});
