export * from './toasts';
