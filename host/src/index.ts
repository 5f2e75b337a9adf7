// Module Federation needs an asynchronous boundary: the shared singletons (react, the shared
// package, …) are negotiated before any code that imports them runs.
void import('./bootstrap');

export {};
