export * from './dates';
export * from './instants';
