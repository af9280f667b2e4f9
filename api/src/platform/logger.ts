// The logger services see (issue 8.3): the request's pino logger satisfies it, Fastify stays out of services.

type LogFn = (details: object, message: string) => void;

export interface Logger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}
