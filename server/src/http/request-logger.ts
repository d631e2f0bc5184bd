import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger';
import type { Log } from '../log';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;
type LogArgs = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger that becomes pino's child logger (the request id bound into every line)
 * only when something is written. pino builds a child's bindings eagerly, and Fastify makes one
 * for every request: at LOG_LEVEL=warn a menu request writes nothing, yet that child was a
 * quarter of its cost (`npm run bench`, GET /api/products).
 */
class LazyRequestLogger {
  #child: Log | undefined;

  constructor(
    private readonly parent: Log,
    private readonly bindings: Bindings,
  ) {}

  get #logger(): Log {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  #write(level: Level, args: LogArgs): void {
    if (this.#child || this.parent.isLevelEnabled(level)) {
      (this.#logger[level] as (...a: LogArgs) => void)(...args);
    }
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#logger.level = level;
  }

  fatal(...args: LogArgs): void {
    this.#write('fatal', args);
  }
  error(...args: LogArgs): void {
    this.#write('error', args);
  }
  warn(...args: LogArgs): void {
    this.#write('warn', args);
  }
  info(...args: LogArgs): void {
    this.#write('info', args);
  }
  debug(...args: LogArgs): void {
    this.#write('debug', args);
  }
  trace(...args: LogArgs): void {
    this.#write('trace', args);
  }
  silent(): void {}

  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.parent).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: object): Log {
    return this.#logger.child(bindings, options);
  }
}

/**
 * A request's logger: the lazy logger above over the process's log, unless a route asks for a
 * level or serializers of its own (then pino's child at once, as Fastify would make it).
 */
function requestLoggerOver(log: Log): FastifyChildLoggerFactory {
  return (_fastifyLogger, bindings, options) =>
    options.level || options.serializers
      ? (log.child(bindings, options) as FastifyBaseLogger)
      : (new LazyRequestLogger(log, bindings) as unknown as FastifyBaseLogger);
}

/**
 * How Fastify logs, over the process's one log. When the level writes the line per request
 * (info and below), Fastify is given the log and times each answer for that line. Above info no
 * such line is written, yet a Fastify with any logger still listens for every answer's end and
 * reads the clock twice for it: nearly a fifth of a drawn menu page's cost (`npm run bench`, GET /menu
 * at LOG_LEVEL=warn). There Fastify is given no logger; each request still logs through the
 * process's log (its id bound in), so what a request writes at warn or error is kept.
 */
export function requestLogging(
  log: Log,
): Pick<
  FastifyServerOptions,
  'logger' | 'loggerInstance' | 'childLoggerFactory' | 'logController'
> {
  return {
    ...(log.isLevelEnabled('info')
      ? { loggerInstance: log as unknown as FastifyBaseLogger }
      : { logger: false }),
    childLoggerFactory: requestLoggerOver(log),
    logController: new OneLinePerRequest(),
  };
}

/**
 * One line per request at info level, written when the answer is sent: method, address, path
 * (secrets masked by the serializers), status and time. Fastify's own controller writes two at
 * info (one on arrival, one on answer), and those lines were most of the cost of a menu request
 * at the default LOG_LEVEL; the arrival line is kept at debug, where a long request (the live
 * stream) shows when it starts. Errors are logged as Fastify logs them.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (writes(request, 'debug')) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (!writes(request, 'info')) return;
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

/** Whether the request's logger writes at this level (the line is then worth building). */
function writes(request: FastifyRequest, level: Level): boolean {
  const log = request.log as Partial<Pick<Log, 'isLevelEnabled'>>;
  return log.isLevelEnabled?.(level) ?? false;
}
