import { getInstance, init, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@careerforge/shared/startup';

const HOST_NAME = 'host';

/** remote name -> URL of its mf-manifest.json, as /remotes.json said at start. */
const manifestUrls = new Map<string, string>();

/**
 * Registers the remotes of this deployment from /remotes.json. Nothing is fetched here: a remote
 * is loaded when one of its routes is first visited.
 */
export function registerRemoteManifests(remotes: RemotesManifest): void {
  // The build plugin normally created the host's federation instance already; init() only when it has not.
  if (!getInstance()) init({ name: HOST_NAME, remotes: [] });
  for (const [name, entry] of Object.entries(remotes)) manifestUrls.set(name, entry);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/**
 * Registers a remote again, discarding whatever the federation runtime remembers about it. Needed
 * before retrying a remote whose manifest request never answered: the runtime would otherwise wait
 * on that same request forever.
 */
export function resetRemote(name: string): void {
  const entry = manifestUrls.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/**
 * Reads every registered remote's manifest (a small JSON document) into the federation runtime, so
 * that the first visit to a remote's route starts with its code, one round trip sooner. The code
 * itself is not fetched ahead: /home's weight stays what /home needs (ADR 15). A manifest that
 * fails here is simply asked for again by the route.
 */
export function warmRemoteManifests(): void {
  const instance = getInstance();
  if (!instance) return;
  for (const remote of instance.options.remotes) {
    if (!manifestUrls.has(remote.name)) continue;
    instance.snapshotHandler.loadRemoteSnapshotInfo({ moduleInfo: remote }).catch(() => {});
  }
}
