import fc from 'fast-check';
import { z } from 'zod';
import type { SampleImages } from '../fixtures/images';
import { identities, tokenOf } from '../fixtures/world';
import { jsonBodies, multipartBodies, webhookBodies, type FuzzBody } from './bodies';
import type { FuzzEndpoint, FuzzRequest, FuzzWorld } from './endpoint';
import { schemaArbitrary } from './schema-arbitrary';
import { paramValues, queryStrings } from './url-parts';

const emptyObject = z.object({});

/** Real tokens of every kind of caller, and authorization headers that are nearly right. */
function authHeaders(endpoint: FuzzEndpoint, world: FuzzWorld) {
  const header = (token: string | null): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  const a = world.a.token;
  const nearly = fc
    .oneof(
      fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Basic YWRtaW46YWRtaW4=',
        `bearer ${a}`,
        `Bearer ${a} extra`,
        `Bearer  ${a}`,
        a,
        `Bearer ${a.slice(0, -1)}`,
        `Bearer ${a.toUpperCase()}`,
        `Bearer ${world.signedOutToken}`,
        `Bearer ${'A'.repeat(200)}`,
        `Bearer ${'A'.repeat(5_000)}`,
      ),
      fc.string({ maxLength: 80 }).map((text) => `Bearer ${text}`),
    )
    .map((authorization): Record<string, string> => ({ authorization }));
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(...endpoint.as).map((who) => header(tokenOf(world, who))),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...identities).map((who) => header(tokenOf(world, who))),
    },
    { weight: 1, arbitrary: nearly },
  );
}

function pathArbitrary(endpoint: FuzzEndpoint, world: FuzzWorld): fc.Arbitrary<string> {
  const path = endpoint.route.slice(endpoint.route.indexOf(' ') + 1);
  const names = [...path.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  if (names.length === 0) return fc.constant(path);
  const known = endpoint.knownParams?.(world) ?? [];
  const shape = endpoint.params?.shape ?? {};
  const values = names.map((name) =>
    paramValues(shape[name] ? schemaArbitrary(shape[name] as z.ZodType) : fc.string(), known),
  );
  return fc.tuple(...values).map((parts) => {
    let index = 0;
    return path.replace(/:(\w+)|\*/g, () => parts[index++] ?? '');
  });
}

function queryArbitrary(endpoint: FuzzEndpoint, world: FuzzWorld): fc.Arbitrary<string> {
  const fromSchema = schemaArbitrary(endpoint.query ?? emptyObject);
  const known = endpoint.knownQueries?.(world) ?? [];
  return queryStrings(
    known.length > 0 ? fc.oneof(fromSchema, fc.constantFrom(...known)) : fromSchema,
  );
}

function bodyArbitrary(
  endpoint: FuzzEndpoint,
  world: FuzzWorld,
  images: SampleImages,
): fc.Arbitrary<FuzzBody> {
  const plan = endpoint.body;
  if (plan.kind === 'multipart') {
    return fc.oneof({ weight: 5, arbitrary: multipartBodies(images) }, jsonBodies(fc.constant({})));
  }
  if (plan.kind === 'webhook') {
    const event = fc.record({
      event: fc.constantFrom('charge.success', 'charge.completed', 'transfer.success'),
      data: fc.record({
        id: fc.integer({ min: 1 }),
        tx_ref: fc.constantFrom(world.referenceA, 'buka-1-unknown'),
        reference: fc.constantFrom(world.referenceA, 'buka-1-unknown'),
        status: fc.constantFrom('success', 'successful', 'failed'),
        amount: fc.integer({ min: 0, max: 10_000_000 }),
        currency: fc.constantFrom('NGN', 'USD'),
      }),
    });
    return webhookBodies(event);
  }
  if (plan.kind === 'none') return jsonBodies(fc.constant({}));
  const known = plan.known?.(world) ?? [];
  const fromSchema = schemaArbitrary(plan.schema);
  return jsonBodies(
    known.length > 0
      ? fc.oneof(
          { weight: 2, arbitrary: fromSchema },
          { weight: 3, arbitrary: fc.constantFrom(...known) },
        )
      : fromSchema,
  );
}

/** Requests for one route: every part drawn at once, so broken parts meet in every mix. */
export function requestArbitrary(
  endpoint: FuzzEndpoint,
  world: FuzzWorld,
  images: SampleImages,
): fc.Arbitrary<FuzzRequest> {
  const method = endpoint.route.slice(0, endpoint.route.indexOf(' ')) as FuzzRequest['method'];
  // A GET route answers HEAD too; the same checks must hold for it.
  const methods =
    method === 'GET' ? fc.constantFrom('GET', 'GET', 'GET', 'HEAD') : fc.constant(method);
  return fc
    .record({
      method: methods,
      path: pathArbitrary(endpoint, world),
      query: queryArbitrary(endpoint, world),
      auth: authHeaders(endpoint, world),
      extra: endpoint.headers?.(world) ?? fc.constant({}),
      body: bodyArbitrary(endpoint, world, images),
      choice: fc.nat(),
    })
    .map(({ method: verb, path, query, auth, extra, body, choice }) => {
      const headers: Record<string, string> = { ...auth, ...extra };
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      if (body.contentLength !== undefined) headers['content-length'] = body.contentLength;
      const hasBody = verb !== 'GET' && verb !== 'HEAD' && body.payload !== undefined;
      const request: FuzzRequest = {
        method: verb as FuzzRequest['method'],
        url: path + query,
        headers,
        ...(hasBody ? { payload: body.payload } : {}),
      };
      return endpoint.finish ? endpoint.finish(request, world, choice) : request;
    });
}
