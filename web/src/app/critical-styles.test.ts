import { describe, expect, it } from 'vitest';
import { classesIn, createCriticalStyles } from './critical-styles';

// As Tailwind writes it: minified, in layers, with escaped class names and variables.
const stylesheet =
  '@layer theme{:root,:host{--color-brand:#c2410c;--color-unused:#000;--spacing:.25rem}}' +
  '@layer base{*,:after{box-sizing:border-box}}' +
  '@layer utilities{.flex{display:flex}.grid{display:grid}' +
  '.text-brand{color:var(--color-brand)}.p-2{padding:calc(var(--spacing) * 2)}' +
  '.hover\\:underline:hover{text-decoration:underline}' +
  '.min-\\[360px\\]\\:gap-3{gap:.75rem}' +
  '.group:hover .group-hover\\:block{display:block}' +
  '.a,.flex>.b{order:1}' +
  '@media (min-width:40rem){.sm\\:grid{display:grid}.sm\\:flex{display:flex}}' +
  '.animate-spin{animation:var(--animate-spin)}}' +
  '@keyframes spin{to{transform:rotate(360deg)}}' +
  '@property --tw-unused{syntax:"*";inherits:false}';

const critical = createCriticalStyles(stylesheet);

describe('the styles a drawn page carries', () => {
  const css = critical(
    classesIn(
      '<div class="flex text-brand hover:underline min-[360px]:gap-3 sm:flex b"><p class="p-2">x</p></div>',
    ),
  );

  it('keeps the rules of the classes the markup carries, variants included', () => {
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.hover\\:underline:hover{text-decoration:underline}');
    expect(css).toContain('.min-\\[360px\\]\\:gap-3{gap:.75rem}');
    expect(css).toContain('@media (min-width:40rem){.sm\\:flex{display:flex}}');
    expect(css).toContain('.flex>.b{order:1}');
  });

  it('drops the rules that can match nothing in it, and the blocks they leave empty', () => {
    expect(css).not.toContain('.grid');
    expect(css).not.toContain('sm\\:grid');
    expect(css).not.toContain('group-hover');
    expect(css).not.toMatch(/\.a[,{]/);
    expect(css).not.toContain('.animate-spin');
  });

  it('keeps the base styles, the keyframes and the variables its rules use, and only those', () => {
    expect(css).toContain('*,:after{box-sizing:border-box}');
    expect(css).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
    expect(css).toContain('--color-brand:#c2410c');
    expect(css).toContain('--spacing:.25rem');
    expect(css).not.toContain('--color-unused');
    expect(css).not.toContain('--tw-unused');
  });

  it('reads the classes of the markup as the browser does', () => {
    expect([...classesIn('<a class=" x  y&amp;z " href="/">a</a><b class="">b</b>')]).toEqual([
      'x',
      'y&z',
    ]);
  });
});
