import { z } from 'zod';

/** /config.json: read by the shell and by each standalone remote at start, never cached. */
export const runtimeConfigSchema = z.object({
  /** Identity provider: an Auth0 domain ("tenant.eu.auth0.com") or a full origin ("http://localhost:3200"). */
  authDomain: z.string().min(1),
  authClientId: z.string().min(1),
  authAudience: z.string().min(1),
  /** Origin of the API, without a trailing slash. */
  apiBaseUrl: z.string().min(1).transform((url) => url.replace(/\/+$/, '')),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** /remotes.json: remote name -> URL of its mf-manifest.json. */
export const remotesManifestSchema = z.record(z.string(), z.string().min(1));
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

async function fetchJson<S extends z.ZodType>(url: string, schema: S): Promise<z.output<S>> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`${url} is not valid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  return fetchJson(url, runtimeConfigSchema);
}

export function loadRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  return fetchJson(url, remotesManifestSchema);
}
