import type { ErrorCodeName } from '../../../src/lib/api/error-codes.ts';
import { AppError, UserFacingError, type Issue } from '../../lib/errors.ts';

/** An error as it crosses between the server's thread and the chat thread: what the chat stream's texts need. */
export interface WireError {
  message: string;
  stack?: string;
  app?: { code: ErrorCodeName; issues?: Issue[]; userFacing?: true };
}

export function toWire(error: unknown): WireError {
  const plain = error instanceof Error ? error : new Error(String(error));
  return {
    message: plain.message,
    ...(plain.stack ? { stack: plain.stack } : {}),
    ...(error instanceof AppError
      ? {
          app: {
            code: error.code,
            ...(error.issues ? { issues: error.issues } : {}),
            ...(error instanceof UserFacingError ? { userFacing: true as const } : {}),
          },
        }
      : {}),
  };
}

/** The error again, an AppError with its code when it was one, so it is told to the user the same way. */
export function fromWire(wire: WireError): Error {
  const Kind = wire.app?.userFacing ? UserFacingError : AppError;
  const error = wire.app ? new Kind(wire.app.code, wire.message, wire.app.issues) : new Error(wire.message);
  if (wire.stack) error.stack = wire.stack;
  return error;
}
