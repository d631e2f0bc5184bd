import { z } from 'zod';
import { foodInputSchema, type FoodInput } from './admin';

/*
 * The menu as a CSV file (docs/menu-import.md): staff export the dishes, edit them in a
 * spreadsheet, and import the file again, or import a new shop's menu at once. An import is
 * checked row by row before anything is written; a row with a problem is refused and named,
 * the others are written together.
 *
 *   GET  /api/admin/menu.csv      the menu in the columns below
 *   POST /api/admin/menu-import   menuImportInputSchema → menuImportAnswerSchema
 *                                 (write: false is the preview; write: true writes the rows
 *                                 without problems)
 */

/** The columns, in the order an export writes them, with the headings a person may have used. */
export const menuCsvColumns = [
  { key: 'name', heading: 'name', also: ['dish', 'dish name', 'food', 'food name'] },
  { key: 'category', heading: 'category', also: ['group', 'section'] },
  { key: 'price', heading: 'price (NGN)', also: ['price', 'price ngn', 'naira', 'amount'] },
  { key: 'stock', heading: 'stock', also: ['quantity', 'qty', 'portions'] },
  { key: 'description', heading: 'description', also: ['details'] },
  { key: 'calories', heading: 'calories', also: [] },
  {
    key: 'groups',
    heading: 'groups of choices',
    also: ['choices', 'options', 'option groups', 'groups'],
  },
  { key: 'picture', heading: 'picture', also: ['image', 'image url', 'imageurl', 'photo'] },
] as const;

export type MenuCsvColumn = (typeof menuCsvColumns)[number]['key'];
export type MenuCsvRow = Partial<Record<MenuCsvColumn, string>>;

/** A file with more dishes than this is refused whole: a menu, not a catalogue. */
export const MENU_IMPORT_MAX_ROWS = 500;
/** The most characters of CSV one import may send (a menu of hundreds of dishes is a tenth of it). */
export const MENU_IMPORT_MAX_CHARS = 200_000;
/** Several groups of choices in one cell are separated by this. */
export const GROUP_SEPARATOR = ';';
/** What a new dish shows until staff upload its own picture. */
export const DEFAULT_DISH_PICTURE = '/dishes/plate.webp';

const REQUIRED: readonly MenuCsvColumn[] = ['name', 'category', 'price'];

/** What staff read about an import (the staff pages' own words, docs/messages.md). */
export const menuImportMessages = {
  tooBig: `The file is too big: a menu of at most ${MENU_IMPORT_MAX_ROWS} dishes can be imported at once`,
  tooManyRows: `The file has more than ${MENU_IMPORT_MAX_ROWS} dishes. Import it in parts`,
  empty: 'The file is empty. Export the menu to see the columns it needs',
  unreadable:
    'The file could not be read as CSV (line {line}: {reason}). Save it from the spreadsheet as CSV and try again',
  headings:
    'The first line must name the columns: at least name, category and price (NGN). Export the menu to see them all',
  columnTwice: 'The file has two {column} columns. Keep one',
  noName: 'The dish has no name',
  nameTwice: 'This dish is already on line {line} of the file',
  noCategory: 'The category is missing. Use one of: {categories}',
  unknownCategory: 'There is no category "{category}". Use one of: {categories}',
  price: 'The price must be an amount of naira above 0, like 2500 or ₦2,500',
  stock: 'The stock must be a whole number from 0 to 100,000, or left empty',
  unknownGroup:
    'There is no group of choices named "{group}". Make it on the Menu page first, or leave it out',
  picture:
    "The picture must be one of this shop's own, like /dishes/jollof-rice.webp, or left empty",
} as const;
const messages = menuImportMessages;

export const menuImportInputSchema = z.object({
  csv: z.string().max(MENU_IMPORT_MAX_CHARS, menuImportMessages.tooBig),
  /** false: only check and say what would happen; true: write the rows without problems. */
  write: z.boolean(),
});
export type MenuImportInput = z.infer<typeof menuImportInputSchema>;

export const menuImportRowSchema = z.object({
  /** The row's line in the file, counting the heading as line 1. */
  line: z.number(),
  name: z.string(),
  /** A dish of that name is on the menu (it is changed), or not (it is added). */
  action: z.enum(['add', 'update']),
  /** Empty for a row that is (or would be) written. */
  problems: z.array(z.string()),
});
export type MenuImportRow = z.infer<typeof menuImportRowSchema>;

export const menuImportAnswerSchema = z.object({
  rows: z.array(menuImportRowSchema),
  added: z.number(),
  updated: z.number(),
  refused: z.number(),
  /** Whether the rows without problems were written (false for a preview). */
  written: z.boolean(),
});
export type MenuImportAnswer = z.infer<typeof menuImportAnswerSchema>;

/** Lower case, letters and digits only: 'Price (NGN)' and 'price_ngn' read the same. */
const headingKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Which column each heading names (undefined for one we do not know, which is left out), or
 * the problem with the heading line.
 */
export function readHeadings(
  headings: readonly string[],
): { columns: (MenuCsvColumn | undefined)[] } | { problem: string } {
  const columns = headings.map((heading) => {
    const key = headingKey(heading);
    return menuCsvColumns.find(
      (column) => headingKey(column.heading) === key || column.also.some((also) => also === key),
    )?.key;
  });
  const missing = REQUIRED.filter((column) => !columns.includes(column));
  if (missing.length > 0) return { problem: messages.headings };
  const twice = columns.find((column, index) => column && columns.indexOf(column) !== index);
  if (twice) {
    const heading = menuCsvColumns.find((column) => column.key === twice)!.heading;
    return { problem: messages.columnTwice.replace('{column}', heading) };
  }
  return { columns };
}

/** The shop's groups of choices and dishes the rows are checked against. */
export interface MenuImportContext {
  /** Group ids by name, lower case. */
  groupsByName: ReadonlyMap<string, number>;
  /** Dishes on the menu by name, lower case. */
  dishesByName: ReadonlyMap<string, { id: number; imageUrl: string }>;
  /** The shop's categories (hidden ones too), in their menu order. */
  categories: readonly ImportCategory[];
}

/** A category a row may name, by its name or its address word. */
export interface ImportCategory {
  id: number;
  name: string;
  urlParam: string;
}

/** A row checked: what it would write, or its problems. */
export interface CheckedMenuRow extends MenuImportRow {
  /** The dish to write (undefined when the row has problems). */
  food?: FoodInput;
  /** The dish on the menu it changes. */
  dishId?: number;
  /** The groups the dish shows, in order; undefined keeps a changed dish's own. */
  groupIds?: number[];
}

// A leading apostrophe is how an export keeps a formula-like text as text; the import takes
// it off again, so a file goes out and back unchanged.
const GUARDED = /^'(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/;
const cell = (value: string | undefined) => (value ?? '').replace(GUARDED, '').trim();

/**
 * '₦2,500', 'N2500', 'NGN 2,500.50' and '2500' are the same price. Commas only between
 * thousands: '300,5' (a decimal comma) is no price rather than ₦3,005.
 */
export function readNaira(text: string): number | undefined {
  const amount = text.replace(/^(₦|NGN|N)\s*/i, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(amount)) return undefined;
  return Number(amount.replace(/,/g, ''));
}

function findCategory(
  categories: readonly ImportCategory[],
  text: string,
): ImportCategory | undefined {
  const key = headingKey(text);
  return categories.find(
    (category) => headingKey(category.name) === key || category.urlParam === key,
  );
}

/**
 * Checks one row against the shop's groups and dishes and against the rules of the dish form
 * (foodInputSchema), so an import can write nothing a person could not have typed. `seen` holds
 * the names earlier rows used (lower case → line), and this row's is added to it.
 */
export function checkMenuRow(
  row: MenuCsvRow,
  line: number,
  context: MenuImportContext,
  seen: Map<string, number>,
): CheckedMenuRow {
  const name = cell(row.name);
  const problems: string[] = [];
  const key = name.toLowerCase();
  const existing = name ? context.dishesByName.get(key) : undefined;
  const action = existing ? 'update' : 'add';
  if (!name) problems.push(messages.noName);
  const earlier = seen.get(key);
  if (name && earlier !== undefined) {
    problems.push(messages.nameTwice.replace('{line}', String(earlier)));
  } else if (name) seen.set(key, line);

  const categoryText = cell(row.category);
  const category = findCategory(context.categories, categoryText);
  if (!category) {
    problems.push(
      (categoryText ? messages.unknownCategory : messages.noCategory)
        .replace('{category}', categoryText)
        .replace('{categories}', context.categories.map((each) => each.name).join(', ')),
    );
  }

  const priceText = cell(row.price);
  const price = readNaira(priceText);
  if (price === undefined || price <= 0) problems.push(messages.price);

  const stockText = cell(row.stock).replace(/,/g, '');
  const stock = stockText === '' ? undefined : Number(stockText);
  if (stock !== undefined && !(Number.isInteger(stock) && stock >= 0 && stock <= 100_000)) {
    problems.push(messages.stock);
  }

  const groupNames = cell(row.groups)
    .split(GROUP_SEPARATOR)
    .map((each) => each.trim())
    .filter(Boolean);
  const groupIds: number[] = [];
  for (const groupName of groupNames) {
    const id = context.groupsByName.get(groupName.toLowerCase());
    if (id === undefined) {
      problems.push(messages.unknownGroup.replace('{group}', groupName));
    } else if (!groupIds.includes(id)) groupIds.push(id);
  }

  const picture = cell(row.picture);
  const description = cell(row.description);
  const calories = cell(row.calories);
  const answer = { line, name, action, problems } as const;
  if (problems.length > 0) return answer;

  // The form's own rules, for what is left (lengths, the picture's address).
  const parsed = foodInputSchema.safeParse({
    name,
    categoryId: category!.id,
    price,
    stock,
    // A changed dish keeps its picture when the cell is empty; a new one shows a plate.
    imageURL: picture || existing?.imageUrl || DEFAULT_DISH_PICTURE,
    description: description || (existing ? undefined : ''),
    calories: calories || (existing ? undefined : ''),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    return {
      ...answer,
      problems: [field === 'imageURL' ? messages.picture : issue.message],
    };
  }
  return {
    ...answer,
    food: parsed.data,
    dishId: existing?.id,
    groupIds: groupNames.length > 0 || !existing ? groupIds : undefined,
  };
}
