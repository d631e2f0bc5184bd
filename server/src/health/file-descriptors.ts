import fs from 'node:fs';

export interface DescriptorUsage {
  open: number;
  limit: number;
}

/**
 * Below this many free descriptors the process counts as at its limit: Node keeps one in reserve
 * and, when accept() fails for want of one, spends it to accept and close the waiting
 * connections (libuv's EMFILE trick), so clients are reset and nothing reaches the shop's code.
 */
const AT_LIMIT_BELOW = 4;
/**
 * And it is past only with this many free: under a flood each one freed is taken again at once,
 * and a check that happened on a freed moment must not end the fault and start it again.
 */
const PAST_LIMIT_FROM = 16;

/** The process's limit of open files (Linux: /proc), undefined where it cannot be read or has none. */
export function descriptorLimit(): number | undefined {
  try {
    return softLimit();
  } catch {
    return undefined;
  }
}

function softLimit(): number | undefined {
  const limits = fs.readFileSync('/proc/self/limits', 'utf8');
  const match = /^Max open files\s+(\d+|unlimited)/m.exec(limits);
  return match?.[1] && match[1] !== 'unlimited' ? Number(match[1]) : undefined;
}

/**
 * This process's open files against its limit (Linux: /proc), 'at-limit' when even that cannot
 * be read for want of a descriptor, undefined where /proc is not there to ask.
 */
export function descriptorUsage(): DescriptorUsage | 'at-limit' | undefined {
  try {
    const limit = softLimit();
    if (limit === undefined) return undefined;
    return { open: fs.readdirSync('/proc/self/fd').length, limit };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return code === 'EMFILE' || code === 'ENFILE' ? 'at-limit' : undefined;
  }
}

/** 'at' the limit, 'past' it (room again), or undecided in between (keep what was said). */
export function limitState(
  usage: DescriptorUsage | 'at-limit' | undefined,
): 'at' | 'past' | undefined {
  if (usage === 'at-limit') return 'at';
  if (usage === undefined) return undefined;
  const free = usage.limit - usage.open;
  if (free < AT_LIMIT_BELOW) return 'at';
  return free >= PAST_LIMIT_FROM ? 'past' : undefined;
}

export function describeUsage(usage: DescriptorUsage | 'at-limit'): string {
  const count =
    usage === 'at-limit'
      ? 'every file descriptor is in use'
      : `${usage.open} of ${usage.limit} file descriptors in use`;
  return (
    `${count} (process ${process.pid}); raise the limit (ulimit -n, or LimitNOFILE= under ` +
    'systemd) or find what holds them open'
  );
}
