import { pino, type Logger } from 'pino';
import { logRedaction, logSerializers } from './http/log-serializers';

/** The operator's log: JSON lines, requests' and the shop's own (sweeps, faults, start-up). */
export type Log = Logger;

/**
 * The one log of a server process, at LOG_LEVEL, written to standard output unless another
 * stream is given (tests keep the lines to look for secrets in them). Requests log through it
 * too (see `requestLogging`), with the same serializers: tokens masked, no headers, no bodies.
 */
export function createLog(level: string, stream?: { write(line: string): void }): Log {
  const options = {
    level,
    serializers: {
      ...logSerializers,
      err: pino.stdSerializers.err,
      errWithCause: pino.stdSerializers.errWithCause,
    },
    redact: logRedaction,
  };
  return stream ? pino(options, stream) : pino(options);
}
