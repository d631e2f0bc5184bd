// The web build resolves 'zod' to this module (vite.config.ts). Our CSP allows no eval, and zod
// would otherwise probe `new Function` for its fast parsers: a CSP violation reported on every
// page that checks a form or an answer. Jitless mode skips the probe.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
