/**
 * Notion image downloads against a local HTTP server that misbehaves: an endless body, a Content-Length
 * over the cap, and bytes that are not the image type the answer declares. docs/security.md promises at
 * most 20 MB per image, enforced while the body is read.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageStore } from '../../../core/blog/images';
import { PNG } from '../../fixtures/notion/fakeNotion';

const MB = 1024 * 1024;
/** what the endless answer sends at most if nobody stops reading it (it stops itself, so a failing test ends) */
const ENDLESS_LIMIT = 256 * MB;
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"></svg>';
const SVG_UNSIZED = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>';

/** how each endless answer ended: the bytes sent, and whether the client hung up before the end */
const endless: Array<{ sent: number; cutOff: boolean }> = [];

function endlessPng(res: ServerResponse): void {
  const record = { sent: 0, cutOff: false };
  endless.push(record);
  res.writeHead(200, { 'Content-Type': 'image/png' });
  res.write(PNG);
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  const pump = () => {
    while (record.sent < ENDLESS_LIMIT) {
      record.sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  res.on('close', () => {
    record.cutOff = !res.writableFinished;
  });
  pump();
}

function route(req: IncomingMessage, res: ServerResponse): void {
  switch (req.url?.split('?')[0]) {
    case '/endless.png':
      return void endlessPng(res);
    case '/declared-huge.png':
      // promises 21 MB and sends nothing more: a client that waits for the body hangs until its timeout
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(21 * MB) });
      res.flushHeaders();
      return;
    case '/lying.png':
      res.writeHead(200, { 'Content-Type': 'image/png' });
      return void res.end(GIF);
    case '/page.jpg':
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      return void res.end('<!doctype html><title>Not an image</title>');
    case '/fine.png':
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(PNG.length) });
      return void res.end(PNG);
    case '/fine.svg':
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
      return void res.end(SVG);
    case '/unsized.svg':
      res.writeHead(200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
      return void res.end(SVG_UNSIZED);
    default:
      res.writeHead(404).end();
  }
}

let base: string;
let dir: string;
const server = createServer(route);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'notion-download-'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const store = (maxBytes?: number) => createImageStore({ dir, urlBase: '/images/notion', maxBytes });

describe('Notion image downloads', () => {
  it('stop reading an endless body as soon as it passes the cap, and keep nothing', async () => {
    await expect(store(1 * MB).localize(`${base}/endless.png?sig=1`)).rejects.toThrow('image is larger than 1 MB');
    await expect.poll(() => endless[0]?.cutOff).toBe(true);
    // cancelled while reading: far less than the endless answer would have sent (socket buffers account for the rest)
    expect(endless[0]!.sent).toBeLessThan(ENDLESS_LIMIT / 4);
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuse a Content-Length over 20 MB before reading the body', async () => {
    await expect(store().localize(`${base}/declared-huge.png?sig=2`)).rejects.toThrow('image is larger than 20 MB');
  });

  it('refuse bytes that are not the declared type, naming what they are', async () => {
    await expect(store().localize(`${base}/lying.png?sig=3`)).rejects.toThrow('the bytes are not the png image declared (they are gif)');
    await expect(store().localize(`${base}/page.jpg?sig=4`)).rejects.toThrow(
      'the bytes are not the jpg image declared (no image format found)',
    );
    expect(await readdir(dir)).toEqual([]);
  });

  it('keep images whose bytes match their type', async () => {
    expect(await store().localize(`${base}/fine.png?sig=5`)).toMatch(/^\/images\/notion\/[0-9a-f]{20}\.png$/);
    expect(await store().localize(`${base}/fine.svg?sig=6`)).toMatch(/^\/images\/notion\/[0-9a-f]{20}\.svg$/);
    expect(await store().localize(`${base}/unsized.svg?sig=7`)).toMatch(/^\/images\/notion\/[0-9a-f]{20}\.svg$/);
    expect((await readdir(dir)).sort()).toHaveLength(3);
  });
});
