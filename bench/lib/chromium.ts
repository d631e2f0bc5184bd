// Debian's Chromium by default; CHROMIUM_PATH points the benchmarks at another build.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
