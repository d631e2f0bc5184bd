import type { FastifyInstance } from 'fastify';

/** Picture uploads may take minutes on a slow phone; they keep the whole request's time limit. */
const isUpload = (url: string) => url === '/api/uploads' || url.startsWith('/api/uploads?');

/**
 * A request body other than a picture's must arrive within `deadlineMs`, or its connection is
 * closed: a body trickled a byte every few seconds keeps the connection from ever going idle,
 * and many such connections from many addresses would hold every socket the server has.
 */
export function installBodyDeadline(app: FastifyInstance, deadlineMs: number): void {
  // A callback hook: no promise per request on the busiest paths (which send no body).
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const { 'content-length': length, 'transfer-encoding': chunked } = raw.headers;
    const hasBody = (length !== undefined && length !== '0') || chunked !== undefined;
    if (!hasBody || raw.readableEnded || isUpload(request.url)) return done();
    const timer = setTimeout(() => {
      if (!raw.readableEnded) raw.socket?.destroy();
    }, deadlineMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    reply.raw.once('finish', stop);
    done();
  });
}
