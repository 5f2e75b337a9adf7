import { readdirSync, readFileSync } from 'node:fs';

/** A process seen in /proc: its id and its command line, arguments joined by spaces. */
export interface ChildProcessInfo {
  pid: number;
  commandLine: string;
}

/** The processes whose parent is `parentPid`, read from /proc (a process that exits meanwhile is skipped). */
export function childProcessesOf(parentPid: number): ChildProcessInfo[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (parent !== parentPid) return [];
        return [{ pid: Number(name), commandLine: readFileSync(`/proc/${name}/cmdline`, 'latin1').replaceAll('\0', ' ') }];
      } catch {
        return [];
      }
    });
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
