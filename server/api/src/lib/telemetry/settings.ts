/** Where spans go and what the process calls itself; null in ApiConfig when tracing is off. */
export interface TracingConfig {
  /** The collector's OTLP/HTTP traces URL (JSON is posted there). */
  tracesUrl: string;
  /** OTEL_SERVICE_NAME; null: the process's own name ('careerforge-api'). */
  serviceName: string | null;
}

/**
 * The standard OpenTelemetry variables, as their specification reads them: a traces endpoint is
 * used as it is; a general endpoint gets the signal's path, `v1/traces`, appended. Neither set:
 * tracing is off.
 */
export function tracingConfigOf(vars: { endpoint: string | undefined; tracesEndpoint: string | undefined; serviceName: string | undefined }): TracingConfig | null {
  const tracesUrl = vars.tracesEndpoint ?? (vars.endpoint && `${vars.endpoint.replace(/\/+$/, '')}/v1/traces`);
  if (!tracesUrl) return null;
  return { tracesUrl, serviceName: vars.serviceName ?? null };
}
