export * from './userInfo';
