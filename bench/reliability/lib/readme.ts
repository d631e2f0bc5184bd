import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './built-server';

export interface FencedBlock {
  lang: string;
  body: string;
}

/**
 * The text under a heading of one of the repository's documents (`## Title` or `### Title`, as
 * written), up to the next heading of the same or a higher level.
 */
export function docSection(file: string, heading: string): string {
  const text = readFileSync(path.join(root, file), 'utf8');
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`${file} has no section "${heading}"`);
  const level = /^#+/.exec(heading)?.[0].length ?? 2;
  const rest = text.slice(start + 1);
  const next = new RegExp(`\\n#{1,${level}} `).exec(rest.slice(heading.length));
  return next ? rest.slice(0, heading.length + next.index) : rest;
}

export function fencedBlocks(section: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const fence = /^```(\w*)\n([\s\S]*?)^```$/gm;
  for (const match of section.matchAll(fence)) {
    blocks.push({ lang: match[1] ?? '', body: match[2] ?? '' });
  }
  return blocks;
}

/** The value an `export NAME=value` line of a shell block gives. */
export function exportedValue(block: string, name: string): string {
  const match = new RegExp(`^export ${name}=(.*)$`, 'm').exec(block);
  if (!match) throw new Error(`the documented block no longer sets ${name}`);
  return match[1]!.trim();
}

/** The block with `export NAME=…` set to another value: the README's command, our own resource. */
export function withExport(block: string, name: string, value: string): string {
  exportedValue(block, name);
  return block.replace(new RegExp(`^export ${name}=.*$`, 'm'), `export ${name}=${value}`);
}

/** Every whole-number occurrence of a port, replaced. */
export function withPort(block: string, from: number, to: number): string {
  return block.replace(new RegExp(`\\b${from}\\b`, 'g'), String(to));
}
