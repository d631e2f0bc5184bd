import { normalizePhone } from '@buka/domain/phone-numbers';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { makeOwnerByPhone } from './users/users.repository';

// npm run admin -- <phone>: makes an existing user an owner of the shop (every staff right).
async function main(): Promise<void> {
  // `npm run admin -- +234 803 123 4567` arrives as several words: they are one number.
  const phone = normalizePhone(process.argv.slice(2).join(' '));
  if (!/^\d{11}$/.test(phone)) {
    console.error('Usage: npm run admin -- <11-digit phone number of a registered user>');
    process.exit(2);
  }
  const config = loadConfig();
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    if (await makeOwnerByPhone(db.kysely, phone)) {
      console.log(`${phone} is now an owner. Sign in again to see the admin area.`);
    } else {
      console.error(
        `No user with phone ${phone}. Register in the shop first, then run this again.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await db.kysely.destroy();
  }
}

void main();
