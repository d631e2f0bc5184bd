import fc from 'fast-check';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects } from '../test/test-app';
import { sampleImages, type SampleImages } from './fixtures/images';
import { appFor, expectStillServing, startOutside, type Outside } from './fuzz/apps';
import type { FuzzEndpoint, FuzzRequest, FuzzWorld } from './fuzz/endpoint';
import { fuzzEndpoints } from './fuzz/endpoints';
import { countAnswer, figuresTable, newFigures, type RouteFigures } from './fuzz/figures';
import { requestArbitrary } from './fuzz/request';
import { listRoutes } from './fuzz/routes';

// Bad input on every route: requests built from each route's own zod schemas, then
// broken every way a client or an attacker can. No answer may be a 5xx, nothing may crash, every
// refusal says why in JSON, and the server serves normally afterwards. FUZZ_RUNS requests per
// route and dialect: 200 in `npm test`, 1000 in `npm run test:security`. FUZZ_SEED replays a run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const STACK = /\bat .+:\d+:\d+|node_modules|\.ts:\d+/;

let outside: Outside;
let images: SampleImages;
const figures = new Map<string, RouteFigures>();
let processCrashes = 0;
const onCrash = () => processCrashes++;

beforeAll(async () => {
  outside = await startOutside();
  images = await sampleImages();
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
});

afterAll(async () => {
  process.off('uncaughtException', onCrash);
  process.off('unhandledRejection', onCrash);
  await outside?.close();
  console.log(
    `${figuresTable(`Fuzzing: ${RUNS} requests per route and dialect, seed ${SEED}`, figures)}\n` +
      `Uncaught exceptions or rejections in the process: ${processCrashes}`,
  );
});

/** What a failure prints: enough to replay the request, not 60 KB of it. */
function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined ? '' : String(request.payload).slice(0, 300).replace(/\s+/g, ' ');
  return `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 300)} ${payload}`;
}

async function send(world: FuzzWorld, endpoint: FuzzEndpoint, request: FuzzRequest) {
  const response: InjectResponse = await world.t.app.inject({
    ...request,
    remoteAddress: '10.0.0.7',
    payloadAsStream: endpoint.stream === true,
  });
  if (endpoint.stream) {
    // An open live stream would wait forever: read what came, then have the server close it.
    if (response.statusCode === 200) {
      response.stream().destroy();
      for (const user of [world.a, world.b, world.admin]) {
        await world.t.deps.events.publish({ type: 'user.signedOut', userId: String(user.id) });
      }
      return { statusCode: 200, body: '', contentType: String(response.headers['content-type']) };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of response.stream()) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    return {
      statusCode: response.statusCode,
      body,
      contentType: String(response.headers['content-type']),
    };
  }
  return {
    statusCode: response.statusCode,
    body: response.body,
    contentType: String(response.headers['content-type']),
  };
}

it('has a fuzz entry for every route the app answers, and none for a route it does not', async () => {
  const t = await createTestApp('sqlite');
  const routes = listRoutes(t.app);
  await t.close();
  const entries = fuzzEndpoints.map((endpoint) => endpoint.route);
  expect(routes.length).toBeGreaterThan(30);
  expect(
    routes.filter((route) => !entries.includes(route)),
    'routes without a fuzz entry',
  ).toEqual([]);
  expect(
    entries.filter((route) => !routes.includes(route)),
    'entries of no route',
  ).toEqual([]);
  expect(new Set(entries).size).toBe(entries.length);
});

describe.each(testDialects)('every route under bad input on %s', (dialect) => {
  it.each(fuzzEndpoints.map((endpoint) => [endpoint.route, endpoint] as const))(
    '%s: no 5xx, no crash, a clear refusal, still serving after',
    async (route, endpoint) => {
      const world = await appFor(dialect, endpoint, outside);
      const routeFigures = newFigures();
      figures.set(`${dialect} ${route}`, routeFigures);
      const started = performance.now();
      try {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(endpoint, world, images), async (request) => {
            let answer: Awaited<ReturnType<typeof send>>;
            try {
              answer = await send(world, endpoint, request);
            } catch (error) {
              routeFigures.crashes++;
              throw error;
            }
            countAnswer(routeFigures, answer.statusCode);
            const seen = describeRequest(request);
            expect(answer.statusCode, seen).toBeLessThan(500);
            expect(answer.body, seen).not.toMatch(STACK);
            if (answer.statusCode >= 400 && request.method !== 'HEAD') {
              expect(answer.contentType, seen).toMatch(/^application\/json/);
              expect(JSON.parse(answer.body), seen).toMatchObject({ message: expect.any(String) });
            }
          }),
          {
            numRuns: RUNS,
            seed: SEED,
            endOnFailure: true,
            // fast-check's own report prints the whole request, 60 KB bodies and all.
            asyncReporter: async (run) => {
              if (!run.failed) return;
              const [request] = run.counterexample ?? [];
              const error = run.errorInstance as Error | null;
              throw new Error(
                `${route}: request ${run.numRuns} (seed ${run.seed}, path ${run.counterexamplePath}) ` +
                  `failed: ${error?.message.slice(0, 800) ?? 'no error'}\n` +
                  (request ? describeRequest(request) : ''),
              );
            },
          },
        );
        await expectStillServing(world.t);
      } finally {
        routeFigures.ms = performance.now() - started;
        await world.t.close();
      }
    },
    RUNS * 200 + 60_000,
  );
});
