import { UnreadableFile } from '../../../server/domains/imports/sheet-reader/unreadable-file.ts';

/** The UnreadableFile a read throws (or a failing expectation when it does not throw one). */
export function refusal(readIt: () => unknown): UnreadableFile {
  try {
    readIt();
  } catch (error) {
    if (error instanceof UnreadableFile) return error;
    throw error;
  }
  throw new Error('expected the file to be refused');
}
