// Built by web/build/catalogs.ts: one language's catalog, compiled by Lingui's compiler.
declare module 'virtual:catalog/*' {
  import type { CompiledCatalog } from '@buka/domain/compiled-message';
  const messages: CompiledCatalog;
  export default messages;
}

// Built by web/build/catalogs.ts: one language's words of the later pages (the cart, sign-in…).
declare module 'virtual:later-catalog/*' {
  import type { CompiledCatalog } from '@buka/domain/compiled-message';
  const messages: CompiledCatalog;
  export default messages;
}

// Built by web/build/catalogs.ts: the English tables where no page brings words (tests, tools);
// empty in the pages' builds.
declare module 'virtual:english-words' {
  const words: Readonly<Record<string, string>>;
  export default words;
}
declare module 'virtual:later-english-words' {
  const words: Readonly<Record<string, string>>;
  export default words;
}
