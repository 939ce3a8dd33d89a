// s3rver (a real S3-protocol server) on loopback, in a child process of its own, made to list as S3 does.
//   startS3rver({ buckets: ['site'] }) -> { endpoint, port, stop() }     (tests and benchmarks)
//   node bench/s3rver.mjs '{"buckets":["site"],"directory":"/tmp/x","port":9000}'  (by hand; prints {"port":N})
//
// Two faults of s3rver 3.7 on Node 20 are dealt with here, in the test server, never in the deploy:
// - It encrypts its continuation tokens with DES, which OpenSSL 3 only has in its legacy provider: without
//   `--openssl-legacy-provider` a listing past 1,000 keys fails. The flag must be given when the process
//   starts, so the server runs in a child process started with it.
// - It lists keys in the order of a folder walk (`api/blog/posts/…` before `api/blog/posts.json`) where S3
//   lists them in binary order (`posts.json` first, '.' < '/'), and resumes a listing after the last key in
//   binary order: a page boundary inside `api/blog/posts/` hides `posts.json`. Its listing is replaced by
//   one that sorts every key in binary order first.
// - A CopyObject with `x-amz-metadata-directive: REPLACE` onto an existing key copies the bytes but keeps
//   the old object's MD5 file, so the copy is listed (and answered) with the old object's ETag. The
//   destination's MD5 file is removed first, so that s3rver computes it from the copied bytes, as S3 does.
import { spawn } from 'node:child_process';
import { createCipheriv } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endWithThisProcess } from './children.mjs';

const SELF = fileURLToPath(import.meta.url);
const OBJECT_SUFFIX = '._S3rver_object';

/** every key of a bucket folder of s3rver's store, in S3's (binary) order */
function keysOf(bucketPath) {
  const keys = [];
  const walk = (dir, prefix) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name), `${prefix}${e.name}/`);
      else if (e.name.endsWith(OBJECT_SUFFIX)) keys.push(`${prefix}${e.name.slice(0, -OBJECT_SUFFIX.length)}`);
    }
  };
  walk(bucketPath, '');
  return keys.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

/** s3rver's listObjects, with keys in binary order (S3's) and StartAfter compared the same way */
function patchListing(FilesystemStore, S3Object) {
  FilesystemStore.prototype.listObjects = async function listObjects(bucket, options) {
    const { delimiter = '', startAfter = '', prefix = '', maxKeys = Number.POSITIVE_INFINITY } = options;
    const after = Buffer.from(startAfter);
    const keys = [];
    const commonPrefixes = new Set();
    let isTruncated = false;
    for (const key of keysOf(this.getBucketPath(bucket))) {
      if (!key.startsWith(prefix) || (startAfter && Buffer.compare(Buffer.from(key), after) <= 0)) continue;
      const cut = delimiter ? key.slice(prefix.length).indexOf(delimiter) : -1;
      if (cut !== -1) {
        commonPrefixes.add(key.slice(0, prefix.length + cut + delimiter.length));
        continue;
      }
      if (keys.length >= maxKeys) {
        isTruncated = true;
        break;
      }
      keys.push(key);
    }
    const metadata = await Promise.all(keys.map((key) => this.getMetadata(bucket, key).catch(() => undefined)));
    return {
      objects: keys.flatMap((key, i) => (metadata[i] ? [new S3Object(bucket, key, null, metadata[i])] : [])),
      commonPrefixes: [...commonPrefixes].sort(),
      isTruncated,
    };
  };
}

/** s3rver's copyObject, with the ETag of the copied bytes (see the top of this file) */
function patchCopy(FilesystemStore) {
  const copy = FilesystemStore.prototype.copyObject;
  FilesystemStore.prototype.copyObject = async function copyObject(srcBucket, srcKey, destBucket, destKey, replacement) {
    if (replacement) await rm(this.getResourcePath(destBucket, destKey, 'object.md5'), { force: true });
    return copy.call(this, srcBucket, srcKey, destBucket, destKey, replacement);
  };
}

/** the child: runs s3rver with the buckets, prints its port, stops on SIGTERM */
async function serve({ buckets, directory, port = 0, parent = false }) {
  const require = createRequire(import.meta.url);
  const S3rver = require('s3rver');
  const FilesystemStore = require('s3rver/lib/stores/filesystem');
  patchListing(FilesystemStore, require('s3rver/lib/models/object'));
  patchCopy(FilesystemStore);
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: !process.env.S3RVER_LOG,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const addr = await server.run();
  process.stdout.write(`${JSON.stringify({ port: addr.port })}\n`);
  const stop = () => server.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // started by startS3rver: the parent went away without stopping it
  if (parent) {
    process.stdin.resume();
    process.stdin.once('end', stop);
  }
}

/**
 * starts s3rver in a child process (with the legacy OpenSSL provider and S3's listing order) on a free
 * loopback port, storing in `directory` (a new temporary folder by default, removed by stop())
 */
export async function startS3rver({ buckets, directory }) {
  const dir = directory ?? mkdtempSync(path.join(os.tmpdir(), 'blok-s3-'));
  const options = [process.env.NODE_OPTIONS, '--openssl-legacy-provider'].filter(Boolean).join(' ');
  const child = endWithThisProcess(
    spawn(process.execPath, [SELF, JSON.stringify({ buckets, directory: dir, parent: true })], {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, NODE_OPTIONS: options },
    }),
  );
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n')[0];
      if (out.includes('\n')) resolve(JSON.parse(line).port);
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before it listened`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    directory: dir,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!directory) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** whether this process can encrypt s3rver's continuation tokens (DES: OpenSSL 3's legacy provider) */
function hasDes() {
  try {
    createCipheriv('des', Buffer.alloc(8), Buffer.alloc(8));
    return true;
  } catch {
    return false;
  }
}

if (process.argv[1] === SELF) {
  // run by hand without the flag: again, with it (the provider can only be chosen at start). The server
  // stops with this process: on its signals, and (stdin closed) when it is killed outright
  if (hasDes()) await serve(JSON.parse(process.argv[2] ?? '{}'));
  else {
    const options = { ...JSON.parse(process.argv[2] ?? '{}'), parent: true };
    const child = spawn(process.execPath, ['--openssl-legacy-provider', SELF, JSON.stringify(options)], {
      stdio: ['pipe', 'inherit', 'inherit'],
    });
    endWithThisProcess(child);
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  }
}
