import { isDeepStrictEqual } from 'node:util';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';

/** The status and words a request part that fails its schema is answered with. */
export interface InvalidInput {
  status?: number;
  message: string;
}

type RequestPart = 'params' | 'body' | 'querystring' | 'headers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The spec gives the words per call (422 'Incorrect inputs' for sign-in, 422 'Invalid
     * fields' for orders, 404 for an id that cannot be one…), so each route names them for the
     * parts it declares; a part left out gets 422 'Some fields are not valid'.
     */
    invalid?: Partial<Record<RequestPart, InvalidInput>>;
  }
}

export const defaultInvalidInput: InvalidInput = { message: 'Some fields are not valid' };

// Marks an issue our schemas gave no words of their own; the route's words replace it.
const routeWords = '\u0000route-words';

/** A request part that failed its schema, with zod's issues; answered by the error handler. */
export class InputRejected extends Error {
  validationContext?: RequestPart;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('input rejected');
  }
}

/**
 * Validates with the route's zod schema and hands the parsed value (phone numbers normalized,
 * numbers coerced) to the handler. A missing body is read as `{}`, so a schema whose fields
 * are all optional takes a request without one.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {}, { error: () => routeWords });
    return result.success
      ? { value: result.data }
      : { error: new InputRejected(result.error.issues) };
  };

/**
 * Answers are written as they are: a response schema types the handler and describes the call,
 * but checking it on every answer would cost the busy routes time and could strip a field the
 * web app reads, or turn a harmless extra into a 500.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);

/** An answer that does not match the schema its route declares (tests only). */
export class AnswerMismatch extends Error {}

/**
 * The tests' serializer: an answer must match its route's response schema, as it is and as the
 * schema reads it (no default filled in, nothing changed), since the customer's pages take it
 * as the schema's type without parsing it (docs/decisions/0024-answers-checked-where-they-are-made.md).
 */
export const checkingSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url, httpStatus }) =>
  (data) => {
    const text = JSON.stringify(data);
    const sent: unknown = JSON.parse(text);
    const result = schema.safeParse(sent);
    const problem = !result.success
      ? result.error.issues
          .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
          .join('; ')
      : !isDeepStrictEqual(result.data, sent)
        ? 'the schema reads it differently (a default filled in, a field dropped or changed)'
        : null;
    if (problem) {
      throw new AnswerMismatch(
        `${method} ${url} answered ${httpStatus} off its schema: ${problem}`,
      );
    }
    return text;
  };

/** The route's status and words for a failed part; the first issue's own words when it has some. */
export function invalidInputAnswer(
  error: InputRejected,
  request: FastifyRequest,
): { status: number; message: string } {
  const part = error.validationContext ?? 'body';
  const words = request.routeOptions.config.invalid?.[part] ?? defaultInvalidInput;
  const first = error.issues[0]?.message;
  // zod's own wording (e.g. "Invalid input: expected string") is not in the user's words.
  const own = first && first !== routeWords && !first.startsWith('Invalid input');
  return { status: words.status ?? 422, message: own ? first : words.message };
}

/**
 * Why a route cannot start: no schema at all, or path parameters without a params schema. A
 * route that takes no input says so with `schema: {}`.
 */
export function missingSchema(route: RouteOptions): string | null {
  if (!route.schema) return 'no schema';
  if (route.url.includes(':') && !route.schema.params) return 'path parameters without a schema';
  return null;
}

export function installRouteSchemas(
  app: FastifyInstance,
  options: { checkAnswers?: boolean } = {},
): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(options.checkAnswers ? checkingSerializerCompiler : serializerCompiler);
  // Every route describes its input, so Fastify checks it and the API's description is whole;
  // the app refuses to start otherwise, naming each route that does not.
  const missing: string[] = [];
  app.addHook('onRoute', (route) => {
    const problem = missingSchema(route);
    const methods = [route.method].flat().join(',');
    if (problem) missing.push(`${methods} ${route.url}: ${problem}`);
  });
  app.addHook('onReady', async () => {
    if (missing.length > 0) {
      throw new Error(`Routes must declare their schema:\n  ${missing.join('\n  ')}`);
    }
  });
}
