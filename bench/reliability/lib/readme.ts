import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './built-server';

export interface FencedBlock {
  lang: string;
  body: string;
}

/** The text under `## title` in the README, up to the next `## ` heading. */
export function readmeSection(title: string): string {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README.md has no section "## ${title}"`);
  const rest = readme.slice(start + 1);
  const end = rest.indexOf('\n## ', 4);
  return end < 0 ? rest : rest.slice(0, end);
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
  if (!match) throw new Error(`the README's block no longer sets ${name}`);
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
