import { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from '../queries/sharedKeys';
import { queryKeysOutside } from './queryKeys';

describe('queryKeysOutside', () => {
  it("lists the cached keys that are neither the remote's own nor shared", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['jobs', 'applications'], []);
    queryClient.setQueryData(sharedKeys.jobs(), []);
    queryClient.setQueryData(['generation', 'templates'], []);
    queryClient.setQueryData(['applications'], []);
    expect(queryKeysOutside(queryClient, ['jobs'])).toEqual([['generation', 'templates'], ['applications']]);
  });
});
