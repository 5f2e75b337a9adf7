import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { createAppServices, type AppDependencies } from './app-services';
import { registerAuthentication } from './lib/auth';
import { configureDocumentExtraction } from './lib/documents';
import { handleError, handleNotFound, HttpError } from './lib/errors';
import { compressJson } from './lib/http/compression';
import { connectRateLimitRedis } from './lib/http/rate-limit-store';
import { rateLimitKey, routeRateLimit } from './lib/http/rate-limits';
import { requestIdGenerator, sendRequestId } from './lib/http/request-id';
import { responseSerializerCompiler } from './lib/http/response-serializer';
import { helmetHeaders, sendHeaders } from './lib/http/security-headers';
import { refuseDisallowedText } from './lib/http/text-fields';
import { OneLinePerRequest } from './lib/logger';
import { registerMetrics } from './lib/metrics';
import { registerTelemetry } from './lib/telemetry';
import { FEATURE_MODULES } from './modules';

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

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** The whole API, ready to `listen` or to `inject` requests into. The caller owns the database. */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, logger } = dependencies;
  const app = Fastify({
    loggerInstance: logger,
    logController: new OneLinePerRequest({ requestIdLogLabel: 'request_id' }),
    genReqId: requestIdGenerator(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // A hop count means: trust that many proxies in front of the API, nearest first.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A client that is slow to send its headers, its body or nothing at all is cut off, so idle
    // sockets cannot pile up. Node checks the header and request deadlines on an interval.
    connectionTimeout: config.httpTimeouts.idleMs,
    keepAliveTimeout: config.httpTimeouts.keepAliveMs,
    requestTimeout: config.httpTimeouts.requestMs,
    http: {
      headersTimeout: config.httpTimeouts.headersMs,
      connectionsCheckingInterval: Math.max(100, Math.floor(config.httpTimeouts.headersMs / 4)),
    },
    // Paths are accepted with or without a trailing slash, as clients call both.
    // A signed file link carries its claim in one path segment, longer than the default 100 characters.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: FILE_LINK_TOKEN_MAX_LENGTH },
  });

  app.addHook('onRequest', sendRequestId);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  // Bodies are JSON; anything else is answered 415 rather than reaching a schema as a string.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', sendHeaders(await helmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives: API_CSP } })));
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  app.addHook('onSend', compressJson);
  app.addHook('preValidation', refuseDisallowedText);
  registerAuthentication(app, config.auth);
  // Before the rate limiter's own onRoute hook, which reads what this one sets.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, rateLimit: routeRateLimit(route, config.publicFileRateLimitPerMinute) };
  });
  const rateLimitRedis = config.redisUrl ? connectRateLimitRedis(config.redisUrl, logger) : undefined;
  if (rateLimitRedis) app.addHook('onClose', async () => rateLimitRedis.close());
  await app.register(rateLimit, {
    ...(rateLimitRedis && { redis: rateLimitRedis.client, nameSpace: 'careerforge-rate-limit:' }),
    // Counting fails open: a request is never refused because the counters' store is down.
    skipOnError: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // After authentication (an onRequest hook), so a signed-in caller is counted by user, not by address.
    hook: 'preValidation',
    keyGenerator: rateLimitKey,
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

  registerMetrics(app, { database: dependencies.database, metricsToken: config.metricsToken });
  configureDocumentExtraction(config.extraction);
  const services = createAppServices(dependencies);
  await registerTelemetry(app, services);
  for (const feature of FEATURE_MODULES) feature.register(app, services);
  return app;
}
