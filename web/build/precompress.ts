import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Text compresses; pictures and fonts are compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// Below this a compressed copy saves less than its extra header costs.
const MIN_BYTES = 512;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes NAME.br and NAME.gz beside every text file of the build, at the strongest settings
 * (done once at build time, so the server never compresses per request; @fastify/static sends
 * them with preCompressed). Runs after the service worker is generated, so sw.js gets them too.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'buka:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for await (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
          const content = await fs.readFile(file);
          if (content.length < MIN_BYTES) continue;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
        }
      },
    },
  };
}
