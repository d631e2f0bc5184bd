import { parse } from 'csv-parse/sync';
import { koboToNaira } from '@buka/domain/money';
import {
  checkMenuRow,
  MENU_IMPORT_MAX_ROWS,
  menuCsvColumns,
  menuImportMessages,
  readHeadings,
  type CheckedMenuRow,
  type MenuCsvRow,
  type MenuImportAnswer,
  type MenuImportContext,
} from '@buka/domain/menu-import';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/tables';
import { HttpError } from '../http/errors';
import { csvLine } from '../reports/reports-csv';
import {
  findDishGroupLinks,
  findGroups,
  setDishGroups,
} from '../dish-options/dish-options.repository';
import { insertFood, updateFood } from './products-admin.repository';
import { listCategories } from '../categories/categories.repository';
import { listFoods } from './products.repository';

// The menu as a CSV file (docs/menu-import.md): out in the columns staff edit, and back in,
// checked row by row before anything is written.

type Deps = Pick<AppDeps, 'db' | 'events' | 'now'>;

/** The whole menu as CSV, one dish a line in the columns an import reads. */
export async function menuCsv(db: Kysely<Database>): Promise<string> {
  const [foods, groups, links] = await Promise.all([
    listFoods(db),
    findGroups(db),
    findDishGroupLinks(db),
  ]);
  const groupNames = new Map(groups.map((group) => [group.id, group.name]));
  const lines = [csvLine(menuCsvColumns.map((column) => column.heading))];
  for (const food of foods) {
    const names = links
      .filter((link) => link.foodId === food.id)
      .map((link) => groupNames.get(link.groupId))
      .filter((name) => name !== undefined);
    lines.push(
      csvLine([
        food.name,
        food.categoryName,
        koboToNaira(food.priceKobo),
        food.stock,
        food.description,
        food.calories,
        names.join('; '),
        food.imageUrl,
      ]),
    );
  }
  return lines.join('');
}

/**
 * Spreadsheets set up for some countries save CSV with semicolons, and a tab-separated copy
 * pastes as tabs: the heading line tells which it is (its names hold none of them).
 */
function delimiterOf(text: string): string {
  const heading = text.slice(0, text.search(/\r?\n|$/));
  const count = (sign: string) => heading.split(sign).length;
  return [';', '\t'].find((sign) => count(sign) > count(',')) ?? ',';
}

/** The file's lines as cells, or a 422 in words when it is not CSV at all. */
function readCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      delimiter: delimiterOf(text),
    }) as string[][];
  } catch (error) {
    const { lines, message } = error as { lines?: number; message?: string };
    const reason = (message ?? 'unreadable').replace(/^Invalid [^:]*: /, '').split(':')[0]!;
    throw new HttpError(
      422,
      menuImportMessages.unreadable
        .replace('{line}', String(lines ?? 1))
        .replace('{reason}', reason.trim()),
    );
  }
}

/** The rows of the file checked against the shop as it is in `db`. */
async function checkFile(db: Kysely<Database>, text: string): Promise<CheckedMenuRow[]> {
  const [headings, ...lines] = readCsv(text);
  if (!headings || lines.every((line) => line.every((cell) => cell.trim() === ''))) {
    throw new HttpError(422, menuImportMessages.empty);
  }
  if (lines.length > MENU_IMPORT_MAX_ROWS) {
    throw new HttpError(422, menuImportMessages.tooManyRows);
  }
  const read = readHeadings(headings);
  if ('problem' in read) throw new HttpError(422, read.problem);
  const [foods, groups, categories] = await Promise.all([
    listFoods(db),
    findGroups(db),
    listCategories(db),
  ]);
  const context: MenuImportContext = {
    groupsByName: new Map(groups.map((group) => [group.name.trim().toLowerCase(), group.id])),
    dishesByName: new Map(
      foods.map((food) => [
        food.name.trim().toLowerCase(),
        { id: food.id, imageUrl: food.imageUrl },
      ]),
    ),
    categories,
  };
  const seen = new Map<string, number>();
  return lines.flatMap((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return [];
    const row: MenuCsvRow = {};
    read.columns.forEach((column, at) => {
      if (column) row[column] = cells[at] ?? '';
    });
    return [checkMenuRow(row, index + 2, context, seen)];
  });
}

/**
 * Checks a menu file and, with `write`, writes its rows without problems in one transaction
 * (checked again inside it, against the menu as it is then). A row with problems is never
 * written; the answer names each row and what is wrong with it.
 */
export async function importMenu(
  deps: Deps,
  text: string,
  write: boolean,
): Promise<MenuImportAnswer> {
  const summary = (rows: CheckedMenuRow[], written: boolean): MenuImportAnswer => ({
    rows: rows.map(({ line, name, action, problems }) => ({ line, name, action, problems })),
    added: rows.filter((row) => row.problems.length === 0 && row.action === 'add').length,
    updated: rows.filter((row) => row.problems.length === 0 && row.action === 'update').length,
    refused: rows.filter((row) => row.problems.length > 0).length,
    written,
  });
  if (!write) return summary(await checkFile(deps.db.kysely, text), false);

  const at = deps.now().getTime();
  const rows = await deps.db.kysely.transaction().execute(async (trx) => {
    const checked = await checkFile(trx, text);
    for (const row of checked) {
      if (!row.food) continue;
      const id = row.dishId ?? (await insertFood(trx, row.food, at));
      if (row.dishId !== undefined) await updateFood(trx, row.dishId, row.food, at);
      if (row.groupIds) await setDishGroups(trx, id, row.groupIds);
    }
    return checked;
  });
  const answer = summary(rows, true);
  if (answer.added + answer.updated > 0) await deps.events.publish({ type: 'menu.changed' });
  return answer;
}
