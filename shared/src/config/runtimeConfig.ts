// zod/mini: these documents are read before the landing page's sign-in, where the full zod API
// would be the largest script; mini builds the same checks from functions the bundler can drop.
import * as z from 'zod/mini';

const nonEmptyText = () => z.string().check(z.minLength(1));

/** /config.json: read by the shell and by each standalone remote at start, never cached. */
export const runtimeConfigSchema = z.object({
  /** Identity provider: an Auth0 domain ("tenant.eu.auth0.com") or a full origin ("http://localhost:3200"). */
  authDomain: nonEmptyText(),
  authClientId: nonEmptyText(),
  authAudience: nonEmptyText(),
  /** Origin of the API, without a trailing slash. */
  apiBaseUrl: z.pipe(
    nonEmptyText(),
    z.transform((url: string) => url.replace(/\/+$/, '')),
  ),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** /remotes.json: remote name -> URL of its mf-manifest.json. */
export const remotesManifestSchema = z.record(z.string(), nonEmptyText());
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

async function fetchJson<S extends z.ZodMiniType>(url: string, schema: S): Promise<z.output<S>> {
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
