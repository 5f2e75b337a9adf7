/**
 * The whole of federation-runtime.js (see federationRuntimeScript.cjs): the runtime core, where a
 * remote built with externalRuntime looks for it.
 */
import * as runtimeCore from 'federation-runtime-core-of-this-build';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
