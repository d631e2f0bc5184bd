import type { FastifyInstance } from 'fastify';

// No inline scripts anywhere: the built app loads only its own files. Images may come from
// blob:/data: (upload previews). Provider checkout pages are reached by navigation, not frames.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** The usual protective headers on every answer, pages and API alike. */
export function installSecurityHeaders(app: FastifyInstance): void {
  // A callback hook rather than an async one: no promise per request on the busiest path.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(securityHeaders);
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
