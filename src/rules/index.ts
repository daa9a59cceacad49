export * from './constants';
export * from './load';
export * from './version';
export * from './configScore';
export * from './selection';
