import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// Processes as Linux's /proc shows them, for the tests and benchmarks that watch the processes they
// start. A process that ends between listing and reading is left out (or counts as nothing).

/** A process seen in /proc: its id and its command line, arguments joined by spaces. */
export interface ChildProcessInfo {
  pid: number;
  commandLine: string;
}

/**
 * The fields of /proc/<pid>/stat after the command name, which can hold spaces and parentheses:
 * [0] the state, [1] the parent's id, [11] and [12] the user and system CPU time in clock ticks.
 */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Every process's parent. */
export function processParents(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields) parents.set(Number(entry), Number(fields[1]));
  }
  return parents;
}

/** The processes whose parent is `parentPid`. */
export function childProcessesOf(parentPid: number): ChildProcessInfo[] {
  return [...processParents()]
    .filter(([, parent]) => parent === parentPid)
    .flatMap(([pid]) => {
      try {
        return [{ pid, commandLine: readFileSync(`/proc/${pid}/cmdline`, 'latin1').replaceAll('\0', ' ') }];
      } catch {
        return [];
      }
    });
}

/** The processes descended from `root`: its children, theirs, and so on. */
export function descendantsOf(root: number): number[] {
  const parents = processParents();
  const descends = (pid: number): boolean => {
    for (let parent = parents.get(pid); parent !== undefined && parent > 1; parent = parents.get(parent)) {
      if (parent === root) return true;
    }
    return false;
  };
  return [...parents.keys()].filter(descends);
}

let clockTicksPerSecond: number | undefined;

/** User and system CPU time of `pids` so far, in milliseconds. */
export function cpuMilliseconds(pids: readonly number[]): number {
  clockTicksPerSecond ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
  let ticks = 0;
  for (const pid of pids) {
    const fields = statFields(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / clockTicksPerSecond;
}

/** The first truthy answer of `check`, asked every 50 ms; undefined once `timeoutMs` has passed. */
export async function waitFor<T>(check: () => T | undefined | false, timeoutMs: number): Promise<T | undefined> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const result = check();
    if (result) return result;
    if (Date.now() > until) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
