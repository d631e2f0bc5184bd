import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Staff find a user by any part of the name (docs/screens.md#staff-area Admin Users). `lower(name)
 * like '%…%'` reads every user, and counting the matches reads them all again: on SQLite, 70 ms at
 * 30,000 users on a busy machine. SQLite's full-text index with the trigram tokenizer answers the
 * same LIKE (case-insensitive, three letters or more) from an index of every three letters of every
 * name, kept by triggers whoever writes a user. PostgreSQL reads its 30,000 names in parallel
 * within the target and keeps the plain LIKE: pg_trgm, its equivalent, is an extension a shop's
 * database may not allow. Phone numbers are searched by their beginning, on their unique index.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`create virtual table users_search using fts5(
    name, content = 'users', content_rowid = 'id', tokenize = 'trigram')`.execute(db);
  await sql`create trigger users_search_insert after insert on users begin
    insert into users_search (rowid, name) values (new.id, new.name); end`.execute(db);
  await sql`create trigger users_search_delete after delete on users begin
    insert into users_search (users_search, rowid, name) values ('delete', old.id, old.name); end`.execute(
    db,
  );
  await sql`create trigger users_search_update after update of name on users begin
    insert into users_search (users_search, rowid, name) values ('delete', old.id, old.name);
    insert into users_search (rowid, name) values (new.id, new.name); end`.execute(db);
  await sql`insert into users_search (users_search) values ('rebuild')`.execute(db);
}
