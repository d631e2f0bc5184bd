import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { readBuild } from './page-weight';

/**
 * What the service worker downloads when it is installed on a first visit (its precache, read
 * from the generated sw.js), and how much of it the menu page had not loaded itself: on a slow
 * network that part is what stands between a first visit and a menu that opens offline.
 */
export function precacheWeight(
  distDir: string,
  build: ReturnType<typeof readBuild>,
  menuModule: string,
) {
  const worker = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const files = [...worker.matchAll(/\{url:"([^"]+)",revision:/g)].map((match) => match[1]!);
  if (files.length === 0) throw new Error('sw.js lists no precache entries');
  // The menu drawn on the server carries its stylesheet in the page: the file is not fetched.
  const loadedByMenu = new Set(build.pageWeight('/menu', menuModule).js.map((file) => file.file));
  const gzip = (file: string) =>
    zlib.gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  let total = 0;
  let beyondMenu = 0;
  for (const file of files) {
    const bytes = gzip(file);
    total += bytes;
    if (!loadedByMenu.has(file)) beyondMenu += bytes;
  }
  return { files: files.length, gzip: total, beyondMenuGzip: beyondMenu };
}
