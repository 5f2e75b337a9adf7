export * from './Toasts';
