// The API contract: isomorphic valibot schemas and types shared by the API and the web app.
export * from './auth';
export * from './dashboard';
export * from './dev-outbox';
export * from './envelope';
export * from './fields';
export * from './health';
export * from './list-query';
export * from './login-info';
export * from './messages';
export * from './phone';
