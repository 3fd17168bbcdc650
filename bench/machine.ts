import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const QUIET = 0.25;
const QUIET_WAIT_MS = 30_000;
const SAMPLE_MS = 1_000;

type Ticks = { busy: number; total: number };

/** CPU ticks of the whole machine from /proc/stat (steal counts as busy), or null off Linux. */
function machineTicks(): Ticks | null {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.slice(1).map(Number);
    const busy = user! + nice! + system! + irq! + softirq! + (steal ?? 0);
    return { busy, total: busy + idle! + iowait! };
  } catch {
    return null;
  }
}

function readStat(pid: string): { ppid: number; ticks: number } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // Fields after the name start at state (3rd); utime, stime, cutime, cstime are 14th to 17th.
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return { ppid: Number(fields[1]), ticks: utime! + stime! + cutime! + cstime! };
  } catch {
    return null;
  }
}

/** CPU ticks used by this process and every process it started (including reaped ones). */
function ownTicks(): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = readStat(pid);
    if (stat) stats.set(Number(pid), stat);
  }
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let ticks = 0;
  const queue = [process.pid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    ticks += stats.get(pid)?.ticks ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return ticks;
}

/** The share of all cores (0 to 1) busy over the next `ms` milliseconds. */
async function cpuBusy(ms = SAMPLE_MS): Promise<number> {
  const before = machineTicks();
  await sleep(ms);
  const after = machineTicks();
  if (!before || !after || after.total === before.total) return 0;
  return (after.busy - before.busy) / (after.total - before.total);
}

/** How long to wait for quiet cores once a whole wait has found the machine busy. */
const BUSY_WAIT_MS = 3_000;
let busyMachine = false;

/**
 * Waits (up to 30 s unless told otherwise) until other work leaves the cores mostly idle, since
 * Lighthouse and the load tests measure the whole machine. Once a whole wait has passed without
 * quiet, later waits are short until the cores calm down again: on a machine that stays busy,
 * waiting would only stretch the run, and the disturbed figures are listed anyway. Returns the
 * busy share last seen.
 */
export async function waitForQuiet(maxWaitMs = QUIET_WAIT_MS): Promise<number> {
  const deadline = Date.now() + (busyMachine ? Math.min(maxWaitMs, BUSY_WAIT_MS) : maxWaitMs);
  let busy = await cpuBusy();
  while (busy > QUIET && Date.now() < deadline) busy = await cpuBusy();
  busyMachine = busy > QUIET;
  return Number(busy.toFixed(2));
}

export const isQuiet = (share: number) => share <= QUIET;

/**
 * Runs `task` and measures the share of all cores that processes other than this benchmark and
 * its children (or the hypervisor, as steal time) took meanwhile.
 */
export async function measureOthers<T>(
  task: () => Promise<T>,
): Promise<{ value: T; others: number }> {
  const machineBefore = machineTicks();
  const ownBefore = machineBefore ? ownTicks() : 0;
  const value = await task();
  const machineAfter = machineTicks();
  if (!machineBefore || !machineAfter || machineAfter.total === machineBefore.total) {
    return { value, others: 0 };
  }
  const own = ownTicks() - ownBefore;
  const others =
    (machineAfter.busy - machineBefore.busy - own) / (machineAfter.total - machineBefore.total);
  return { value, others: Number(Math.max(0, others).toFixed(2)) };
}
