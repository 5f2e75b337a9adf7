// oidc-provider 9 warns on import that Node 20 is not a supported runtime. It works on Node 20, and
// in the test output that line would only hide real warnings.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('oidc-provider WARNING: Unsupported runtime')) return;
  warn(...args);
};
