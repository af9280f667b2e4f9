// `npm run test:pg` runs the API suite on a PostgreSQL server; it needs a superuser URL to create databases.
if (!process.env.TEST_DATABASE_URL) {
  console.error(
    'test:pg needs TEST_DATABASE_URL, a superuser URL of a PostgreSQL 15+ server, e.g.\n' +
      '  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run test:pg',
  );
  process.exit(1);
}
