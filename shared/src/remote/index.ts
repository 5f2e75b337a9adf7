/** What each remote needs to expose itself (`./App`, `./mount`), written once. */
export * from './createQueryClient';
export * from './RemoteProviders';
export * from './RemoteRoutes';
