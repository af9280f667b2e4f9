// A throwaway S3-compatible server (s3rver) for the cluster, until the API's S3 storage brings its own script:
//   node scripts/cluster/s3-server.mjs <port> <directory> <bucket>
// Credentials are s3rver's fixed S3RVER / S3RVER. Prints "s3 ready" once it listens.
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
if (!port || !directory || !bucket) {
  console.error('usage: node scripts/cluster/s3-server.mjs <port> <directory> <bucket>');
  process.exit(2);
}
const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
await server.run();
console.log(`s3 ready on http://127.0.0.1:${port} (bucket ${bucket})`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
