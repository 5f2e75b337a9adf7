/**
 * The services of the cluster mode and the settings that make them one deployment, in one place:
 * scripts/cluster.mjs starts exactly these on one machine, deploy/compose.yaml declares them for
 * Docker, and scripts/cluster-compose.test.mjs fails when the two disagree. Also the reverse proxy's
 * configuration, written by the cluster at start and committed for compose (deploy/proxy/nginx.conf,
 * which `node scripts/cluster-services.mjs` prints).
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const deployment = require('../shared/build/deployment.cjs');
const { REMOTES } = require('../shared/build/appRegistry.cjs');

export const S3_BUCKET = 'careerforge';
export const S3_REGION = 'us-east-1';

/**
 * The API's and the generation workers' settings. `site`: { origin (the one public origin, no
 * trailing slash), databaseUrl, redisUrl, s3Endpoint, s3AccessKeyId, s3SecretAccessKey,
 * fileLinkSecret, adminClientSecret }.
 */
function apiEnv(site) {
  return {
    DATABASE_URL: site.databaseUrl,
    BLOB_STORE: 's3',
    S3_ENDPOINT: site.s3Endpoint,
    S3_BUCKET,
    S3_REGION,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: site.s3AccessKeyId,
    S3_SECRET_ACCESS_KEY: site.s3SecretAccessKey,
    REDIS_URL: site.redisUrl,
    // Tokens are issued, and signed file links opened, at the public origin, through the proxy.
    AUTH_DOMAIN: site.origin,
    API_PUBLIC_URL: site.origin,
    CORS_ORIGINS: site.origin,
    // One proxy in front: the client's address is the one it appends.
    TRUST_PROXY: '1',
    // Every instance signs and opens file links with the same secret, and changes MFA settings at the provider.
    FILE_LINK_SECRET: site.fileLinkSecret,
    IDENTITY_ADMIN_CLIENT_SECRET: site.adminClientSecret,
    // The API instances answer requests only; generation runs in the worker processes.
    GENERATION_WORKERS: '0',
  };
}

function identityEnv(site) {
  return {
    // Signing keys, users, sessions and interactions are shared through the database (ADR 19).
    DATABASE_URL: site.databaseUrl,
    IDENTITY_ISSUER: `${site.origin}/`,
    SPA_ORIGINS: site.origin,
    IDENTITY_ADMIN_CLIENT_SECRET: site.adminClientSecret,
  };
}

function staticEnv(site) {
  return {
    AUTH_DOMAIN: site.origin,
    API_BASE_URL: site.origin,
    // Each remote under its folder on the one origin, as the proxy routes it.
    ...Object.fromEntries(REMOTES.map((remote) => [deployment.envKey(remote.name, 'URL'), `${site.origin}/${remote.folder}/mf-manifest.json`])),
  };
}

/** How many instances of the identity provider, the API and the generation worker run. */
const INSTANCES = { identity: 2, api: 2, worker: 2 };

/** The service names of a kind's instances: api-1, api-2, … */
export function instanceNames(kind) {
  return Array.from({ length: INSTANCES[kind] }, (_, index) => `${kind}-${index + 1}`);
}

const instances = (kind, env) => instanceNames(kind).map((name) => ({ name, kind, env }));

/**
 * Every service of the cluster in start order, each { name, kind, env }: `env` is what makes it part
 * of this deployment (addresses and secrets from `site`); where each one listens is the runner's.
 */
export function clusterServices(site) {
  const api = apiEnv(site);
  return [
    { name: 'postgres', kind: 'postgres', env: {} },
    { name: 's3', kind: 's3', env: {} },
    { name: 'redis', kind: 'redis', env: {} },
    ...instances('identity', identityEnv(site)),
    { name: 'static', kind: 'static', env: staticEnv(site) },
    { name: 'proxy', kind: 'proxy', env: {} },
    ...instances('api', api),
    // A worker's slots: generation jobs it runs at once.
    ...instances('worker', { ...api, GENERATION_WORKERS: '2' }),
  ];
}

/**
 * The identity provider's paths (server/identity/README.md) and its pages' stylesheet: everything
 * else is the site's or the API's.
 */
const IDENTITY_PATHS = ['assets/identity\\.css', 'authorize', 'oauth', 'userinfo', 'v2/logout', '\\.well-known', 'interaction', 'password-reset', 'account', 'admin', 'healthz', 'outbox'];

/**
 * nginx's configuration for the one origin: the API's and the provider's paths to their instances,
 * everything else to the static sites. An instance that refuses connections or answers 502/503 is
 * skipped for `fail_timeout` and the request goes to the next one (a request already sent with
 * POST is never repeated: it may have taken effect). `upstreams`: { api, identity } lists of
 * host:port, and `sites`: [{ prefix, server }] with prefix '/' last; `paths`: where the pid file,
 * logs and temporary files go (null: nginx's defaults, in a container); `user`: the worker
 * processes' user when the master runs as root.
 */
export function proxyConfig({ listen, upstreams, sites, paths = null, user = null }) {
  const servers = (list) => list.map((server) => `    server ${server} max_fails=1 fail_timeout=10s;`).join('\n');
  const proxied = [
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
  ];
  const location = (match, target) => [`    location ${match} {`, `      proxy_pass ${target};`, '    }'];
  const siteUpstreams = sites.flatMap((site, index) => [`  upstream site_${index} {`, `    server ${site.server};`, '  }']);
  return [
    ...(user ? [`user ${user};`] : []),
    'worker_processes 1;',
    ...(paths ? [`pid ${paths.dir}/nginx.pid;`, `error_log ${paths.dir}/error.log warn;`] : []),
    'events {',
    '  worker_connections 1024;',
    '}',
    'http {',
    ...(paths
      ? [
          `  access_log ${paths.dir}/access.log;`,
          ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${paths.dir}/temp/${kind};`),
        ]
      : []),
    '  server_tokens off;',
    // Resume uploads and avatars; the API enforces its own, smaller limits.
    '  client_max_body_size 25m;',
    '  proxy_connect_timeout 2s;',
    '  proxy_next_upstream error timeout http_502 http_503;',
    '  proxy_next_upstream_tries 2;',
    '  upstream api {',
    servers(upstreams.api),
    '    keepalive 16;',
    '  }',
    '  upstream identity {',
    servers(upstreams.identity),
    '    keepalive 16;',
    '  }',
    ...siteUpstreams,
    '  server {',
    `    listen ${listen};`,
    ...proxied.map((line) => `    ${line}`),
    ...location('/api/', 'http://api'),
    ...location('/health/', 'http://api'),
    ...location(`~ ^/(${IDENTITY_PATHS.join('|')})(/|$)`, 'http://identity'),
    // A remote's folder is the root of its own static site.
    ...sites.flatMap((site, index) => location(site.prefix, `http://site_${index}/`)),
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Where each kind of instance listens in its container (the images' defaults). */
export const CONTAINER_PORTS = { api: 3100, identity: 3200, static: 8080, proxy: 8080 };

/** The proxy's configuration in deploy/compose.yaml: the instances by their service names, the static image behind '/'. */
export function composeProxyConfig() {
  const servers = (kind) => instanceNames(kind).map((name) => `${name}:${CONTAINER_PORTS[kind]}`);
  const header = '# The proxy of deploy/compose.yaml, as `node scripts/cluster-services.mjs` writes it; scripts/cluster-compose.test.mjs\n# fails when it differs. npm run start:cluster runs the same configuration with its own addresses.\n';
  return header + proxyConfig({
    listen: String(CONTAINER_PORTS.proxy),
    upstreams: { api: servers('api'), identity: servers('identity') },
    sites: [{ prefix: '/', server: `static:${CONTAINER_PORTS.static}` }],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(composeProxyConfig());
