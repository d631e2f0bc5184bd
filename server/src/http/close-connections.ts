import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing (SIGTERM), every answer tells its client to hang up. Fastify drops
 * the connections that are idle when the close starts, but a request still in flight then would
 * leave its connection kept alive afterwards, and the close would wait for the client to let go:
 * a browser holds on for minutes, past a process manager's patience (then SIGKILL).
 */
export function installCloseConnections(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: no promise per answer on the busiest paths.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
