/**
 * Where each app runs and what /config.json and /remotes.json say, from the environment with
 * embedded defaults. Used by the dev servers and by the static server of `npm start`, so one build
 * runs against any deployment.
 */

/** Default ports; each is overridable with <NAME>_PORT, e.g. HOST_PORT, MFE_JOBS_PORT. */
const DEFAULT_PORTS = {
  host: 3000,
  mfe_resumes: 3001,
  mfe_profile_data: 3002,
  mfe_jobs: 3003,
  mfe_generation: 3004,
  mfe_preferences: 3005,
};

const REMOTE_APPS = {
  mfe_resumes: 'mfe-resumes',
  mfe_profile_data: 'mfe-profile-data',
  mfe_jobs: 'mfe-jobs',
  mfe_generation: 'mfe-generation',
  mfe_preferences: 'mfe-preferences',
};

function envKey(name, suffix) {
  return `${name.toUpperCase()}_${suffix}`;
}

function portOf(name, env = process.env) {
  const value = env[envKey(name, 'PORT')];
  return value ? Number(value) : DEFAULT_PORTS[name];
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
    Object.keys(REMOTE_APPS).map((name) => [
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

module.exports = { DEFAULT_PORTS, REMOTE_APPS, portOf, runtimeConfigFromEnv, remotesFromEnv, runtimeDocumentsMiddleware };
