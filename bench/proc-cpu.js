// CPU time of a process and of its threads, from /proc (Linux). Steadier than req/s on a shared
// machine, where other work takes the CPUs for a while: it says what a request costs the server.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * User plus system CPU seconds from a `stat` file, or undefined where it cannot be read.
 * @param {string} path
 */
function statCpuSeconds(path) {
  try {
    const stat = readFileSync(path, 'utf8');
    // The fields after the command name (which may hold spaces) start after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds the process has used over all its threads, and those of its main thread (a Node
 * process's event loop: its thread id is the process id). Undefined where /proc is missing.
 * @param {number | undefined} pid
 * @returns {{ process: number; eventLoop: number | undefined } | undefined}
 */
export function cpuSeconds(pid) {
  if (pid === undefined) return undefined;
  const all = statCpuSeconds(`/proc/${pid}/stat`);
  if (all === undefined) return undefined;
  return { process: all, eventLoop: statCpuSeconds(`/proc/${pid}/task/${pid}/stat`) };
}
