// A page or panel whose words are in the later pages' table (later.ts) is loaded with them, so
// that it is drawn in the customer's language at once. Small and free of the words themselves:
// the menu imports it for the panels it opens.

/** `load`, and the later pages' words in the language shown, both before it resolves. */
export function withLaterWords<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.all([load(), import('./later').then((later) => later.loadLaterWords())]).then(
      ([module]) => module,
    );
}
