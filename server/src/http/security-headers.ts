import type { FastifyInstance } from 'fastify';

/** CSP sources ('sha256-…') of the only inline scripts and stylesheets pages may carry. */
export interface InlineSources {
  scripts: readonly string[];
  styles: readonly string[];
}

// No inline scripts or styles but those named by their hash (the pages drawn on the server
// carry one of each): the built app loads only its own files. Images may come from blob:/data:
// (upload previews). Provider checkout pages are reached by navigation, not frames.
const contentSecurityPolicy = ({ scripts, styles }: InlineSources) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    ["style-src 'self'", ...styles].join(' '),
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

const pageHeaders = (inline: InlineSources) => ({
  'content-security-policy': contentSecurityPolicy(inline),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
});

// An API answer is data, never a document: nothing in it may run or load, and it may not be
// framed. The page-only headers (permissions, opener) say nothing about data and are left off:
// the menu is the busiest answer, and every header is written and read on every request.
const apiHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * The usual protective headers on every answer: the page set on pages and files, the API set on
 * data.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  inline: InlineSources = { scripts: [], styles: [] },
): void {
  const forPages = pageHeaders(inline);
  // A callback hook rather than an async one: no promise per request on the busiest path.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : forPages);
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
