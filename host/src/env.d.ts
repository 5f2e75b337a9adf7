// Stylesheets are imported for their side effect; Rspack bundles them (identity-obj-proxy in Jest).
declare module '*.css';
