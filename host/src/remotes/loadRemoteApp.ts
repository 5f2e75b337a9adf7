import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteAppModule, RemoteName } from '@careerforge/shared';

/** The federation runtime has no timeout of its own: a remote that never answers would hang its page. */
export const REMOTE_LOAD_TIMEOUT_MS = 6000;

/** The remote did not answer in time (as opposed to refusing or failing). */
export class RemoteTimeoutError extends Error {
  override readonly name = 'RemoteTimeoutError';
}

function rejectAfter(ms: number, error: Error): { promise: Promise<never>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(error), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/** Loads a remote's `./App`, failing after `timeoutMs`. */
export async function loadRemoteApp(name: RemoteName, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<RemoteAppModule> {
  const timeout = rejectAfter(timeoutMs, new RemoteTimeoutError(`${name} did not answer within ${timeoutMs / 1000} seconds.`));
  try {
    const module = await Promise.race([loadRemote<RemoteAppModule>(`${name}/App`), timeout.promise]);
    if (!module?.default) throw new Error(`${name}/App has no default export.`);
    return module;
  } finally {
    timeout.cancel();
  }
}
