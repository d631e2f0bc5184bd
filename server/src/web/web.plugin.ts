import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '@buka/domain/messages';

const YEAR = 365 * 24 * 60 * 60;

/**
 * Serves the built web app: hashed assets cached for a year, precompressed copies when the
 * browser takes them, and index.html for every other path so deep links reach the app's router
 * (spec §2: "/ and any unmatched path").
 */
export async function webRoutes(app: FastifyInstance, { webDist }: { webDist: string }) {
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders(res, filePath) {
        const relative = path.relative(webDist, filePath);
        if (relative.startsWith('assets')) {
          res.setHeader('cache-control', `public, max-age=${YEAR}, immutable`);
        } else if (relative.endsWith('.html') || relative === 'sw.js') {
          res.setHeader('cache-control', 'no-cache');
        } else {
          res.setHeader('cache-control', 'public, max-age=86400');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/uploads/');
    if (isPage && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: messages.notFound });
  });
}
