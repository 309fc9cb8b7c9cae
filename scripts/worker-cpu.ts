// CPU time of the workerd processes that `wrangler dev` started (user + system, from
// /proc/<pid>/stat), for npm run bench: read before and after a load run, the difference
// divided by the requests done is the worker's CPU per request. Linux only.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

interface ProcStat {
  pid: number;
  ppid: number;
  name: string;
  cpuTicks: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces: the fields after its closing one are fixed.
    const close = text.lastIndexOf(')');
    const name = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    // After the name: state(0) ppid(1) … utime(11) stime(12)
    return { pid, ppid: Number(fields[1]), name, cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** The workerd processes among a process's descendants. */
export function workerdProcesses(rootPid: number): number[] {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => readStat(Number(entry)) ?? []);
  const children = new Map<number, ProcStat[]>();
  for (const stat of all) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const found: number[] = [];
  const queue = [rootPid];
  while (queue.length) {
    for (const child of children.get(queue.pop()!) ?? []) {
      if (child.name.startsWith('workerd')) found.push(child.pid);
      queue.push(child.pid);
    }
  }
  return found;
}

/** The processes' CPU time so far, in milliseconds. */
export function cpuMs(pids: readonly number[]): number {
  const ticks = pids.reduce((sum, pid) => sum + (readStat(pid)?.cpuTicks ?? 0), 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}
