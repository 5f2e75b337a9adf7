import type * as OpenTelemetryApi from '@opentelemetry/api';
import type * as OpenTelemetrySdk from '@opentelemetry/sdk-trace';
import type { TraceSampling, TracingConfig } from './settings';

/**
 * The process's tracer and the OpenTelemetry API it was made with. The API is handed around
 * rather than imported: the services are bundled with esbuild, which would hoist a static import of
 * a package to the bundle's top and so load the SDK in every process, traced or not.
 */
export interface Tracing {
  api: typeof OpenTelemetryApi;
  tracer: OpenTelemetryApi.Tracer;
  /** Sends the spans still queued, then stops tracing in this process; for its shutdown. */
  shutdown(): Promise<void>;
}

let running: Promise<Tracing> | undefined;
/** The same once it has loaded, for callers that cannot wait: queuing a job, running one. */
let started: Tracing | undefined;

/** The sampler OTEL_TRACES_SAMPLER names, as the OpenTelemetry specification defines each. */
function samplerOf(sdk: typeof OpenTelemetrySdk, { name, ratio }: TraceSampling): OpenTelemetrySdk.Sampler {
  const [parentBased, ofNewTraces] = name.startsWith('parentbased_') ? [true, name.slice('parentbased_'.length)] : [false, name];
  let root: OpenTelemetrySdk.Sampler = new sdk.TraceIdRatioBasedSampler(ratio);
  if (ofNewTraces === 'always_on') root = new sdk.AlwaysOnSampler();
  if (ofNewTraces === 'always_off') root = new sdk.AlwaysOffSampler();
  return parentBased ? new sdk.ParentBasedSampler({ root }) : root;
}

async function loadTracing(config: TracingConfig, processName: string): Promise<Tracing> {
  const [api, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, { OTLPTraceExporter }, { resourceFromAttributes }, sdk] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace'),
  ]);
  const provider = new sdk.TracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName ?? processName }),
    sampler: samplerOf(sdk, config.sampler),
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: config.tracesUrl }) })],
  });
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  return {
    api,
    tracer: provider.getTracer('careerforge'),
    async shutdown() {
      running = undefined;
      started = undefined;
      await provider.shutdown();
      api.trace.disable();
      api.propagation.disable();
      api.context.disable();
    },
  };
}

/**
 * Starts the OpenTelemetry SDK once per process: spans are batched and posted as OTLP/HTTP JSON to
 * the collector; the active span follows async calls through AsyncLocalStorage; W3C `traceparent`
 * headers are read. A second call while it runs answers the same tracer.
 */
export function startTracing(config: TracingConfig, processName: string): Promise<Tracing> {
  running ??= loadTracing(config, processName).then((tracing) => (started = tracing));
  return running;
}

/** The tracing this process started; undefined when it is off. */
export function startedTracing(): Tracing | undefined {
  return started;
}
