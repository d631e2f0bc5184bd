import type { StdioOptions } from 'node:child_process';

export type BuildName = 'web' | 'server';
export const root: string;
export const builds: Record<BuildName, { outputs: string[]; inputs: string[] }>;
export function isStale(name: BuildName): boolean;
export function buildStale(
  names?: BuildName[],
  options?: { log?: (line: string) => void; stdio?: StdioOptions },
): BuildName[];
