// CPU seconds a server has spent, read from Linux's /proc: on a machine shared with other work, requests per
// second swing with the load, while the CPU time one request costs the server moves little. Summed over the
// process group, so that the workers WORKERS forks count too (bench/processes.ts starts each server as a group).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** user + system CPU seconds of every live process of group `pgid`. */
export function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // The command name, in parentheses, may hold spaces: the fields are counted after it (proc(5)).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}
