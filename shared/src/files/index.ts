export * from './saveFile';
