import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes the files in `dir` that `matches` names and nothing has touched since `before`:
 * temporary files a write cut short left behind (a killed process, a full disk), which nothing
 * will finish or rename any more. Answers how many went.
 */
export async function removeOldFiles(
  dir: string,
  matches: (name: string) => boolean,
  before: number,
): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter(matches)) {
    const file = path.join(dir, name);
    const stats = await fs.stat(file).catch(() => undefined);
    if (stats?.isFile() && stats.mtimeMs < before) {
      await fs.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
