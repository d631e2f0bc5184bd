// Destructive actions look alike everywhere in the staff area (red, the same size as Button).
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60';

export const dangerButtonClass = `${base} bg-red-700 text-white hover:bg-red-800`;
export const dangerOutlineClass = `${base} border border-red-300 bg-white text-red-700 hover:bg-red-50`;
