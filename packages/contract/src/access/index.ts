export * from './identity';
export * from './applications';
