import {
  ATTACHMENT_TOTAL_MAX_BYTES,
  attachmentNameIssue,
  attachmentTypeOf,
  contentMatchesType,
} from '../../../src/lib/kox-outreach-attachments.ts';
import { AppError } from '../../lib/errors.ts';
import type { ReceivedFile } from './received-file.ts';

/** An uploaded file that passed every check: its name as sent, the type it goes out with, its chunks and hash. */
export interface CheckedFile {
  name: string;
  contentType: string;
  chunks: Buffer[];
  size: number;
  sha256: string;
}

/**
 * The hostile-input checks of one upload, before anything is written: a name that is empty, holds a NUL or other
 * control character or a path separator, or is over 255 characters (10324); a type not allowed, a declared type
 * that disagrees with the name, or content that does not begin as its type says (10325); no bytes (10326); one
 * file over 50 MB (10323).
 */
export function checkFile(name: string, declaredType: string, file: ReceivedFile): CheckedFile {
  const nameIssue = attachmentNameIssue(name);
  if (nameIssue === 'type')
    throw new AppError('KOX_ATTACHMENT_TYPE', undefined, [{ path: 'file', message: 'type' }]);
  if (nameIssue) throw new AppError('KOX_ATTACHMENT_NAME', undefined, [{ path: 'file', message: nameIssue }]);
  if (file.size === 0)
    throw new AppError('KOX_ATTACHMENT_EMPTY', undefined, [{ path: 'file', message: name }]);
  if (file.size > ATTACHMENT_TOTAL_MAX_BYTES)
    throw new AppError('KOX_ATTACHMENT_TOTAL', undefined, [{ path: 'file', message: String(file.size) }]);
  const contentType = attachmentTypeOf(name, declaredType);
  if (!contentType)
    throw new AppError('KOX_ATTACHMENT_TYPE', undefined, [
      { path: 'file', message: `declared ${declaredType}` },
    ]);
  if (!contentMatchesType(name, file.head))
    throw new AppError('KOX_ATTACHMENT_TYPE', undefined, [{ path: 'file', message: 'content' }]);
  return { name, contentType, chunks: file.chunks, size: file.size, sha256: file.sha256 };
}
