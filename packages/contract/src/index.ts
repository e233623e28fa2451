export * from './api/envelope';
export * from './api/paths';
export * from './api/list';
export * from './api/record-id';
export * from './access';
export * from './constants';
export * from './routes/index';
