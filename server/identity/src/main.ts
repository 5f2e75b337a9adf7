import { ConfigError, loadConfig } from './config.js';
import { createIdentityServer } from './provider.js';

try {
  const config = loadConfig();
  const identity = await createIdentityServer(config);
  console.log(`CareerForge identity provider on ${identity.url} (issuer ${config.issuer}, data ${config.dataDir})`);
  // Started by scripts/stack.mjs: it waits for this word from its own child, so a health check it
  // makes next cannot be answered by another process that holds the port.
  process.send?.({ listening: true });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    identity.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
