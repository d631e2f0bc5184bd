// Draws the sample menu's pictures (docs/screens.md#sample-menu: ten dishes, ids 101–110), and
// the plate a dish shows before it has its own, from
// Microsoft's Fluent Emoji (MIT, via @iconify-json/fluent-emoji) on a plate, and writes them as
// WebP in the widths the menu's srcset asks for. Run once when the sample menu changes; the files
// are committed so the shop needs no network and no build step to show them.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const iconsFile = path.join(root, 'node_modules/@iconify-json/fluent-emoji/icons.json');
const {
  icons,
  width: defaultWidth = 32,
  height: defaultHeight = 32,
} = JSON.parse(await readFile(iconsFile, 'utf8'));

// main: the dish; side: a smaller hint of what is in it; colours: the backdrop's gradient.
const dishes = [
  {
    file: 'jollof-rice',
    main: 'shallow-pan-of-food',
    side: 'hot-pepper',
    colours: ['#fed7aa', '#f97316'],
  },
  { file: 'fried-rice', main: 'curry-rice', side: 'green-salad', colours: ['#fef3c7', '#f59e0b'] },
  { file: 'white-rice-stew', main: 'cooked-rice', side: 'tomato', colours: ['#fee2e2', '#ef4444'] },
  { file: 'grilled-chicken', main: 'poultry-leg', side: 'fire', colours: ['#ffedd5', '#ea580c'] },
  { file: 'fish-pepper-soup', main: 'pot-of-food', side: 'fish', colours: ['#e0f2fe', '#0284c7'] },
  { file: 'egg-sauce', main: 'cooking', side: 'tomato', colours: ['#fef9c3', '#eab308'] },
  { file: 'waina', main: 'pancakes', side: 'hot-pepper', colours: ['#fef3c7', '#d97706'] },
  { file: 'salad', main: 'green-salad', side: 'cucumber', colours: ['#dcfce7', '#16a34a'] },
  { file: 'chips', main: 'french-fries', side: 'salt', colours: ['#fef9c3', '#ca8a04'] },
  {
    file: 'goat-meat-pepper-soup',
    main: 'meat-on-bone',
    side: 'hot-pepper',
    colours: ['#fde68a', '#b45309'],
  },
  // What a dish added without a picture (a menu imported from a file) shows until staff upload one.
  {
    file: 'plate',
    main: 'fork-and-knife-with-plate',
    side: 'bowl-with-spoon',
    colours: ['#f5f5f4', '#a8a29e'],
  },
];

function icon(name) {
  const found = icons[name];
  if (!found) throw new Error(`No Fluent Emoji named ${name}`);
  return {
    body: found.body,
    width: found.width ?? defaultWidth,
    height: found.height ?? defaultHeight,
  };
}

function picture({ main, side, colours: [light, dark] }, size) {
  const m = icon(main);
  const s = icon(side);
  // The ids inside each emoji's gradients must stay unique once both sit in one SVG.
  const sideBody = s.body
    .replace(/id="([^"]+)"/g, 'id="side-$1"')
    .replace(/#([A-Za-z][\w-]*)\)/g, '#side-$1)')
    .replace(/href="#([^"]+)"/g, 'href="#side-$1"');
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}" viewBox="0 0 100 100">
  <defs><radialGradient id="bg" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>
  <rect width="100" height="100" fill="url(#bg)"/>
  <ellipse cx="50" cy="58" rx="40" ry="36" fill="#ffffff" opacity="0.92"/>
  <ellipse cx="50" cy="58" rx="32" ry="28" fill="#f5f5f4"/>
  <svg x="17" y="22" width="66" height="66" viewBox="0 0 ${m.width} ${m.height}">${m.body}</svg>
  <svg x="68" y="6" width="26" height="26" viewBox="0 0 ${s.width} ${s.height}">${sideBody}</svg>
</svg>`;
}

for (const dish of dishes) {
  for (const width of [240, 480]) {
    const webp = await sharp(Buffer.from(picture(dish, width)))
      .webp({ quality: 72, effort: 6 })
      .toBuffer();
    await writeFile(path.join(root, 'web/public/dishes', `${dish.file}-${width}.webp`), webp);
    if (width === 480)
      await writeFile(path.join(root, 'web/public/dishes', `${dish.file}.webp`), webp);
  }
}
console.log(`Wrote ${dishes.length} dishes to web/public/dishes`);
