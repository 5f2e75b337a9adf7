/** OpenTelemetry's sampler names (OTEL_TRACES_SAMPLER); the parent-based ones follow a caller's traceparent. */
export const TRACE_SAMPLERS = ['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'] as const;

export interface TraceSampling {
  name: (typeof TRACE_SAMPLERS)[number];
  /** The share of new traces kept by the ratio samplers, 0 to 1. */
  ratio: number;
}

/** Where spans go and what the process calls itself; null in ApiConfig when tracing is off. */
export interface TracingConfig {
  /** The collector's OTLP/HTTP traces URL (JSON is posted there). */
  tracesUrl: string;
  /** OTEL_SERVICE_NAME; null: the process's own name ('careerforge-api'). */
  serviceName: string | null;
  sampler: TraceSampling;
}

/**
 * The standard OpenTelemetry variables, as their specification reads them: a traces endpoint is
 * used as it is; a general endpoint gets the signal's path, `v1/traces`, appended. Neither set:
 * tracing is off.
 */
export function tracingConfigOf(vars: {
  endpoint: string | undefined;
  tracesEndpoint: string | undefined;
  serviceName: string | undefined;
  sampler: TraceSampling;
}): TracingConfig | null {
  const tracesUrl = vars.tracesEndpoint ?? (vars.endpoint && `${vars.endpoint.replace(/\/+$/, '')}/v1/traces`);
  if (!tracesUrl) return null;
  return { tracesUrl, serviceName: vars.serviceName ?? null, sampler: vars.sampler };
}
