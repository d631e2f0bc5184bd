import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@buka/domain/messages';

/**
 * The router's own refusals, a path that does not decode (400) or a path segment too long
 * (414), answered in the app's one shape `{ message, code }`, without echoing the path
 * (Fastify's own answers repeated it).
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode === 414 ? 414 : 400;
  void reply.status(status).send({
    message: status === 414 ? messages.addressTooLong : messages.badAddress,
    code: error.code,
  });
}

const clientErrors: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', messages.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', messages.requestTooSlow],
};

/**
 * Requests Node refuses before Fastify sees them (headers too large, a request too slow, bytes
 * that are not HTTP): the same shape, written to the socket, which is then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = clientErrors[error.code ?? ''] ?? [
    400,
    'Bad Request',
    messages.badRequest,
  ];
  if (socket.writable) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
