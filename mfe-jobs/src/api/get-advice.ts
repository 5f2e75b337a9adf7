import { useMutation } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@careerforge/shared';
import { getAdvice as getAdviceEndpoint, type AdviceBody } from '@careerforge/contract';

export async function getAdvice(client: ApiClient, body: AdviceBody): Promise<string> {
  const { advice } = await client.call(getAdviceEndpoint, { body });
  return advice;
}

/** Asks for advice on demand: a mutation, since each request writes new advice rather than reading stored data. */
export function useGetAdvice() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: AdviceBody) => getAdvice(client, body) });
}
