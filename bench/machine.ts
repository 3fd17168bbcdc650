import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

const QUIET_BUSY = 0.25;
const QUIET_WAIT_MS = 30_000;
const SAMPLE_MS = 1_000;

function cpuTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    idle += cpu.times.idle;
    total += cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq + cpu.times.idle;
  }
  return { idle, total };
}

/** The share of all cores busy over the next `ms` milliseconds (0 to 1). */
export async function cpuBusy(ms = SAMPLE_MS): Promise<number> {
  const before = cpuTimes();
  await sleep(ms);
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

/**
 * Waits (up to 30 s) until other work on the machine leaves the cores mostly idle, since
 * Lighthouse and load tests measure the whole machine. Returns the last busy share seen.
 */
export async function waitForQuiet(): Promise<number> {
  const deadline = Date.now() + QUIET_WAIT_MS;
  let busy = await cpuBusy();
  while (busy > QUIET_BUSY && Date.now() < deadline) busy = await cpuBusy();
  return busy;
}

export const isQuiet = (busy: number) => busy <= QUIET_BUSY;
