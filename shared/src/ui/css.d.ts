// Stylesheets are imported for their side effect; the bundler (and identity-obj-proxy in Jest) handles them.
declare module '*.css';
