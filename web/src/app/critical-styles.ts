import postcss, { type AtRule, type Container, type Root } from 'postcss';

// A page drawn on the server carries its styles in itself (on a slow network a stylesheet of its
// own would hold the first paint back by a round trip), but only the rules its markup can use:
// the whole stylesheet was most of the page's bytes, sent again with every drawn page.
// The rest (dialogs, the cart, toasts) comes with the app's code, before the app takes over.

// A class in a selector, with its escapes (Tailwind's `.hover\:bg-x`, `.\32 xl\:p-4`).
const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-])+)/g;
const CSS_ESCAPE = /\\([0-9a-fA-F]{1,6}) ?|\\(.)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

const unescapeClass = (name: string) =>
  name.replace(CSS_ESCAPE, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );

/** The classes the markup's elements carry (HTML-escaped names, such as `&amp;`, unescaped). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value!.split(/\s+/)) {
      if (!name) continue;
      classes.add(name.replace(/&amp;/g, '&').replace(/&gt;/g, '>').replace(/&lt;/g, '<'));
    }
  }
  return classes;
}

function dropEmptyBlocks(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    dropEmptyBlocks(node);
    if (node.nodes.length === 0) node.remove();
  });
}

const VARIABLE_USE = /var\(\s*(--[\w-]+)/g;

/**
 * Drops the custom properties (the theme's colours, Tailwind's --tw-* defaults and their
 * @property rules) that no kept rule uses, directly or through another variable.
 */
function dropUnusedVariables(root: Root): void {
  const used = new Set<string>();
  const definitions = new Map<string, string[]>();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) {
      definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl.value]);
    } else {
      for (const [, name] of decl.value.matchAll(VARIABLE_USE)) used.add(name!);
    }
  });
  // What a used variable's value uses is used too.
  const pending = [...used];
  while (pending.length > 0) {
    for (const value of definitions.get(pending.pop()!) ?? []) {
      for (const [, name] of value.matchAll(VARIABLE_USE)) {
        if (used.has(name!)) continue;
        used.add(name!);
        pending.push(name!);
      }
    }
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !used.has(decl.prop)) decl.remove();
  });
  root.walkAtRules('property', (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
  root.walkRules((rule) => {
    const inKeyframes = isKeyframes(rule.parent as Container | undefined);
    if (rule.nodes.length === 0 && !inKeyframes) rule.remove();
  });
}

const isKeyframes = (node: Container | undefined) =>
  node?.type === 'atrule' && /keyframes$/i.test((node as AtRule).name);

/**
 * The stylesheet's rules that can match markup carrying only `classes`: a selector naming a
 * class the markup lacks can match nothing in it. Rules without classes (the base styles, the
 * theme's variables), keyframes and @property are kept whole, in their order, so the drawn page
 * looks exactly as it will once the whole stylesheet is in.
 */
export function createCriticalStyles(stylesheet: string): (classes: Set<string>) => string {
  const parsed: Root = postcss.parse(stylesheet);
  return (classes) => {
    const root = parsed.clone();
    root.walkRules((rule) => {
      if (isKeyframes(rule.parent as Container | undefined)) return;
      const matching = rule.selectors.filter((selector) =>
        [...selector.matchAll(CLASS_IN_SELECTOR)].every(([, name]) =>
          classes.has(unescapeClass(name!)),
        ),
      );
      if (matching.length === 0) rule.remove();
      else if (matching.length < rule.selectors.length) rule.selector = matching.join(',');
    });
    dropUnusedVariables(root);
    dropEmptyBlocks(root);
    return root.toString();
  };
}
