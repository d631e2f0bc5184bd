// Loaded into the server under test only (node --expose-gc --import this): on SIGUSR2 it
// collects garbage and prints the memory that is still in use, so a leak shows as a heap that
// keeps growing after collection, not hidden in V8's lazy collection or the allocator's slack.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const { heapUsed, rss, external } = process.memoryUsage();
  process.stderr.write(`heap-probe ${JSON.stringify({ heapUsed, rss, external })}\n`);
});
