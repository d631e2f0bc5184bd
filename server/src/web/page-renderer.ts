import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageRenderer } from '@buka/domain/page-render';

/** Where the web build puts its server entry (web/vite.config.ts): hidden, never sent. */
export const SERVER_ENTRY = '.ssr/entry-server.js';

export interface LoadedRenderer extends PageRenderer {
  /** The built index.html, which the pages are drawn into. */
  template: string;
  /** CSP sources allowing the drawn pages' inline scripts and styles, e.g. 'sha256-…'. */
  inlineSources: { scripts: string[]; styles: string[] };
}

function isRenderer(value: unknown): value is PageRenderer {
  const renderer = value as Partial<PageRenderer> | undefined;
  return (
    typeof renderer?.renderPage === 'function' &&
    Array.isArray(renderer.drawnPaths) &&
    [renderer.inlineScripts, renderer.inlineStyles].every(
      (texts) => Array.isArray(texts) && texts.every((text) => typeof text === 'string'),
    )
  );
}

/** The CSP source allowing exactly this inline script or stylesheet. */
export const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The web build's way of drawing pages on the server, loaded from the build at run time (the
 * server never imports the web app's source). Null without a build, or with one that has no
 * server entry: every page is then drawn in the browser, as before.
 */
export async function loadPageRenderer(
  webDist: string,
  log: FastifyBaseLogger,
): Promise<LoadedRenderer | null> {
  const template = path.join(webDist, 'index.html');
  const entry = path.join(webDist, SERVER_ENTRY);
  if (!fs.existsSync(template)) return null;
  if (!fs.existsSync(entry)) {
    log.warn(`${entry} is missing: every page is drawn in the browser (npm run build makes it)`);
    return null;
  }
  try {
    const { renderer } = (await import(pathToFileURL(entry).href)) as { renderer?: unknown };
    if (!isRenderer(renderer)) throw new Error('it exports no page renderer');
    return {
      ...renderer,
      template: fs.readFileSync(template, 'utf8'),
      inlineSources: {
        scripts: renderer.inlineScripts.map(hashSource),
        styles: renderer.inlineStyles.map(hashSource),
      },
    };
  } catch (error) {
    log.error({ err: error }, `${entry} could not be loaded: every page is drawn in the browser`);
    return null;
  }
}
