import { loadConfig } from './config';
import { restoreDatabase } from './backup/restore-handover';
import { backupDatabase } from './backup/sqlite-backup';

// npm run backup [-- file]   npm run restore -- <file>   (the embedded SQLite database)
async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  // The one place the command reads the time; what it calls is handed the clock.
  const now = () => new Date();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README).');
    process.exit(2);
  }
  if (command === 'backup') {
    const written = await backupDatabase(config.dataDir, now, file);
    console.log(`Backed up the shop to ${written}`);
  } else if (command === 'restore' && file) {
    const { safetyCopy } = await restoreDatabase(config.dataDir, file, now);
    console.log(`Restored the shop from ${file}.`);
    if (safetyCopy) console.log(`The data it replaced is kept in ${safetyCopy}`);
  } else {
    console.error('Usage: npm run backup [-- <file>]  |  npm run restore -- <file>');
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
