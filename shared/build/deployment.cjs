/**
 * Where each app runs and what /config.json and /remotes.json say, from the environment, with the
 * ports of shared/apps.json and the local services as defaults. Used by the dev servers and by the static server of `npm start`, so one build
 * runs against any deployment.
 */

const { APPS, REMOTES } = require('./appRegistry.cjs');

/** The environment variable of an app's setting, e.g. MFE_JOBS_PORT for ('mfe_jobs', 'PORT'). */
function envKey(name, suffix) {
  return `${name.toUpperCase()}_${suffix}`;
}

/** An app's port: <NAME>_PORT (e.g. HOST_PORT, MFE_JOBS_PORT), else its port in shared/apps.json. */
function portOf(name, env = process.env) {
  const value = env[envKey(name, 'PORT')];
  if (value) return Number(value);
  const app = APPS.find((registered) => registered.name === name);
  if (!app) throw new Error(`${name} is not an app of shared/apps.json.`);
  return app.port;
}

/** The body of /config.json. */
function runtimeConfigFromEnv(env = process.env) {
  return {
    authDomain: env.AUTH_DOMAIN || `http://localhost:${env.IDENTITY_PORT || 3200}`,
    authClientId: env.AUTH_CLIENT_ID || 'careerforge-spa',
    authAudience: env.AUTH_AUDIENCE || 'https://api.careerforge.local',
    apiBaseUrl: env.API_BASE_URL || `http://localhost:${env.API_PORT || 3100}`,
  };
}

/** The body of /remotes.json; MFE_JOBS_URL etc. point a remote at another deployment. */
function remotesFromEnv(env = process.env) {
  return Object.fromEntries(
    REMOTES.map(({ name }) => [
      name,
      env[envKey(name, 'URL')] || `http://localhost:${portOf(name, env)}/mf-manifest.json`,
    ]),
  );
}

/** Express-style middleware for the dev servers: serves both documents uncached. */
function runtimeDocumentsMiddleware(env = process.env) {
  return (req, res, next) => {
    const path = (req.url || '').split('?')[0];
    const body =
      path === '/config.json' ? runtimeConfigFromEnv(env) : path === '/remotes.json' ? remotesFromEnv(env) : null;
    if (!body) return next();
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(body));
  };
}

module.exports = { envKey, portOf, runtimeConfigFromEnv, remotesFromEnv, runtimeDocumentsMiddleware };
