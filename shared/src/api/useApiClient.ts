import { useMemo } from 'react';
import type { Endpoint, EndpointInput, EndpointResponse } from '@careerforge/contract';
import { useAccessToken } from '../auth/TokenProvider';
import { useRuntimeConfig } from '../config/RuntimeConfigProvider';
import { callEndpoint, sendRequest } from './client';

type CallInput<E extends Endpoint> = Partial<EndpointInput<E>> & { signal?: AbortSignal; formData?: FormData };

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<EndpointResponse<E>>;
  send<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<Response>;
}

/** The API client bound to the current token and API base URL. */
export function useApiClient(): ApiClient {
  const getAccessToken = useAccessToken();
  const { apiBaseUrl } = useRuntimeConfig();
  return useMemo(() => {
    const options = { baseUrl: apiBaseUrl, getAccessToken };
    return {
      call: (endpoint, input) => callEndpoint(options, endpoint, input),
      send: (endpoint, input) => sendRequest(options, endpoint, input),
    };
  }, [apiBaseUrl, getAccessToken]);
}
