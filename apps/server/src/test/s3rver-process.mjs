// A local S3-protocol server (s3rver) in a process of its own, for the tests (see s3.ts). Its own process because
// s3rver signs ListObjectsV2 continuation tokens with DES, which Node 17+ (OpenSSL 3) offers only under
// --openssl-legacy-provider: that flag stays here, away from the code under test.
// Arguments: <directory> <bucket>. Prints {"port":N} once listening; stops when its standard input closes, so it
// never outlives the test process.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) throw new Error('usage: s3rver-process.mjs <directory> <bucket>');
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void server.close().finally(() => process.exit(0));
});
