export type * from './types';
export * from './walk';
export * from './fixed-routes';
export * from './catalogue';
