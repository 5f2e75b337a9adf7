// Stylesheets are imported for their side effect; the bundler (and identity-obj-proxy in Jest) handles them.
// TypeScript checks side-effect imports, so every program that compiles these components needs this
// declaration: shared's own tsconfig (through `src`) and each remote's tsconfig (`include`) list it.
declare module '*.css';
