export * from './access';
export * from './areas';
export * from './auth';
export * from './branches';
export * from './companies';
export * from './outbox';
export * from './property-settings';
export * from './users';
