import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from './runtimeConfig';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);
RuntimeConfigContext.displayName = 'CareerForgeRuntimeConfig';

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig() found no <RuntimeConfigProvider> above it.');
  return config;
}
