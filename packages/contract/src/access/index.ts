export * from './identity';
export * from './applications';
export * from './menu-access';
