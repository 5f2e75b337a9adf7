/** Stands in for '@module-federation/enhanced/runtime' in Jest (see jest.config.mjs). */
export const init = jest.fn();
export const getInstance = jest.fn(() => null);
export const registerRemotes = jest.fn();
export const loadRemote = jest.fn<Promise<unknown>, [string]>();
