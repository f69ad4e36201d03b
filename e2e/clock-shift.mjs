/**
 * Loaded into the e2e server with `--import` (never in production): lets a spec move the server's clock
 * forward, e.g. past a share link's validity, by writing milliseconds into the file named by
 * E2E_CLOCK_FILE. Only JavaScript's Date moves; the database's own clock does not.
 */
import { readFileSync } from 'node:fs';

const file = process.env.E2E_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  let offset = 0;
  const read = () => {
    try {
      offset = Number(readFileSync(file, 'utf8')) || 0;
    } catch {
      offset = 0;
    }
  };
  read();
  setInterval(read, 100).unref();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
    // Dates made by Node itself (file stats, …) are still dates.
    static [Symbol.hasInstance](value) {
      return value instanceof RealDate;
    }
  }
  globalThis.Date = ShiftedDate;
}
