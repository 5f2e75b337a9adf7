import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ApiConfig } from './config';
import { registerAuthentication } from './lib/auth';
import { diskBlobStore } from './lib/blob-store';
import type { AppDatabase } from './lib/db';
import { handleError, handleNotFound, HttpError } from './lib/errors';
import type { FeatureRoutes } from './lib/routes';
import { createMfaSettings } from './lib/mfa-settings';
import { fileLinkSigner } from './lib/signed-links';
import { adviceRoutes } from './modules/advice/routes';
import { applicationRoutes } from './modules/applications/routes';
import { careerRoutes } from './modules/career/routes';
import { educationRoutes } from './modules/education/routes';
import { formattingRoutes } from './modules/formatting/routes';
import { generationRoutes } from './modules/generation/routes';
import { GenerationWorker } from './modules/generation/worker';
import { healthRoutes } from './modules/health/routes';
import { jobRoutes } from './modules/jobs/routes';
import { resumeRoutes } from './modules/resumes/routes';
import { skillRoutes } from './modules/skills/routes';
import { userRoutes } from './modules/users/routes';

/** Every feature of the API; a new `modules/<feature>/routes.ts` is added here (those needing the file store or the worker, in buildApp). */
const FEATURES: FeatureRoutes[] = [healthRoutes, skillRoutes, careerRoutes, educationRoutes, jobRoutes, applicationRoutes];

const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
const FILE_LINK_TOKEN_MAX_LENGTH = 1024;

/** The API answers JSON only, so its pages may load nothing and be framed by nobody. */
const API_CSP = { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] };

/** The docs page runs Swagger UI from its own files (which set inline styles) and fetches the document. */
const DOCS_CSP = {
  'default-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export interface AppDependencies {
  config: ApiConfig;
  database: AppDatabase;
  logger: FastifyBaseLogger;
}

/** The whole API, ready to `listen` or to `inject` requests into. The caller owns the database. */
export async function buildApp({ config, database, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // The spec's paths mix trailing slashes; accept each call with or without one.
    // A signed file link carries its claim in one path segment, longer than the default 100 characters.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: FILE_LINK_TOKEN_MAX_LENGTH },
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  // Bodies are JSON; anything else is answered 415 rather than reaching a schema as a string.
  app.removeContentTypeParser('text/plain');

  await app.register(helmet, { contentSecurityPolicy: { useDefaults: false, directives: API_CSP } });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  registerAuthentication(app, config.auth);
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // After authentication (an onRequest hook), so a signed-in caller is counted by user, not by address.
    hook: 'preValidation',
    keyGenerator: (request) => (request.user ? `user:${request.user.userId}` : `ip:${request.ip}`),
    errorResponseBuilder: (_request, context) => new HttpError(429, `Too many requests; try again in ${context.after}.`),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'CareerForge API', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  const blobs = diskBlobStore(config.blobDir);
  // Generation runs in this process unless it is left to separate worker processes (GENERATION_WORKERS=0).
  const worker =
    config.generation.workers > 0
      ? new GenerationWorker({ db: database.db, logger, slots: config.generation.workers, settings: config.generation })
      : null;
  if (worker) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }

  const features = [
    ...FEATURES,
    userRoutes({ blobs, mfa: createMfaSettings(config.mfaSettings), publicApiBaseUrl: config.publicApiBaseUrl }),
    resumeRoutes({ blobs, fileLinks: fileLinkSigner(config.fileLinks), publicApiBaseUrl: config.publicApiBaseUrl }),
    generationRoutes({ blobs, onQueued: () => worker?.wake() }),
    formattingRoutes({ blobs }),
    adviceRoutes({ llm: config.generation.llm }),
  ];
  for (const registerFeature of features) registerFeature(app, database);
  return app;
}
