#!/usr/bin/env node
// The Notion blog at 300 and 1,000 pages against the fake Notion API (tests/fixtures/notion), which keeps
// Notion's limit (a token bucket at 3 requests a second, burst 4, 429 with Retry-After beyond it). Each row
// runs the real CLI (or `site serve`) of a project in a child process and counts the fake's requests:
//   cold      site export, no Notion copy kept (the site's build is warm: a markdown export made it first)
//   edit      site export after one page was edited
//   slug      site regenerate <slug> of an edited page
//   changed   site regenerate --changed with one page edited
//   webhook   site serve (auto-publish on, a real s3rver bucket): a signed page.content_updated until the
//             page's new text is in the bucket
//   serve     site serve restarted with its posts kept (BLOG_REFRESH_SECONDS=20): the first answer, then GET
//             /api/blog/posts while a background refresh reads what 20 edits changed: p50/p99/max
// Beside each: the requests made and their floor (requests / 3 per second). The fake's clock runs ten
// minutes behind, so an edit is never in the minute of the read after it (Notion rounds last_edited_time to
// the minute; a copy read inside that minute is read once more later: core/blog/notion/rawCache.ts).
//   node bench/notion.mjs [--pages 300,1000] [--label after] [--project DIR] [--rows cold,edit,slug,changed,webhook,serve]
// The working tree runs from a copy (bench/projectCopy.mjs); --project runs another checkout's CLI
// (node_modules linked), e.g. the code before issue 34 as "before":
//   git -C . archive 12880dc | tar -x -C /tmp/before && ln -s "$PWD/node_modules" /tmp/before/node_modules
//   node bench/notion.mjs --label before --project /tmp/before --rows cold,edit,slug,changed,serve
// Results: dist/bench/notion-<label>.json; the table joins every label found there.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { copyProject } from './projectCopy.mjs';
import { startS3rver } from './s3rver.mjs';
import { benchEnv, benchOutDir, freePort, runBench, table, writeResult } from './support.mjs';

register();
const { startFakeNotion } = await import('../tests/fixtures/notion/fakeNotion.ts');
const { notionCorpus, requestsNeeded, corpusSlug, corpusPageId, corpusBlocks } = await import('../tests/fixtures/notion/corpus.ts');
const { DATABASE_ID, TOKEN, rt } = await import('../tests/fixtures/notion/data.ts');

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '300,1000' },
    label: { type: 'string', default: 'after' },
    project: { type: 'string' },
    rows: { type: 'string', default: 'cold,edit,slug,changed,webhook,serve' },
  },
});
const SIZES = values.pages.split(',').map(Number);
const ROWS = new Set(values.rows.split(','));
// the working tree is measured from a copy, so that edits made while the bench runs do not reach it
const project = values.project ? path.resolve(values.project) : copyProject(mkdtempSync(path.join(os.tmpdir(), 'bench-notion-project-')));
const RPS = 3;
const floorOf = (requests) => Math.round((requests / RPS) * 10) / 10;

/** runs the project's CLI; resolves with its wall time, exit code and stderr */
function site(args, env, { allowFail = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(project, 'bin/site.mjs'), ...args], {
      cwd: project,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.once('exit', (code) => {
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      if (code !== 0 && !allowFail) reject(new Error(`site ${args.join(' ')} exited ${code}:\n${stderr.slice(-2000)}`));
      else resolve({ seconds, code, stderr });
    });
  });
}

/** `site serve` of the project in a child process; resolves once /api/health answers */
async function serve(dir, env) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(project, 'bin/site.mjs'), 'serve', '--dir', dir, '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: project,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([new Promise((r) => child.once('exit', r)), sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop, stderr: () => stderr };
    await sleep(100);
  }
  await stop();
  throw new Error(`site serve did not start:\n${stderr.slice(-2000)}`);
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function measure(n) {
  const content = notionCorpus(n);
  const fake = await startFakeNotion({ content, now: () => Date.now() - 10 * 60_000 });
  const tmp = mkdtempSync(path.join(os.tmpdir(), `bench-notion-${n}-`));
  const cacheDir = path.join(project, 'dist', 'bench', `notion-cache-${values.label}-${n}`);
  rmSync(cacheDir, { recursive: true, force: true });
  const out = path.join(tmp, 'site');
  const env = {
    ...benchEnv(),
    NOTION_TOKEN: TOKEN,
    NOTION_DATABASE_ID: DATABASE_ID,
    NOTION_API_URL: fake.url,
    SITE_CACHE_DIR: cacheDir,
    CI: 'true',
    LOG_LEVEL: 'warn',
  };
  const rows = [];
  let editNo = 0;
  /** edits the first paragraph of a page not edited before, spread over the corpus */
  const edit = () => {
    const i = (editNo++ * 37 + 11) % n;
    const block = corpusBlocks(i).find((b) => b.type === 'paragraph');
    fake.workspace.editBlock(String(block.id), { rich_text: [rt(`Edited for the bench, edit ${editNo}.`)] });
    return { i, text: `Edited for the bench, edit ${editNo}.` };
  };
  const row = (name, seconds, extra = {}) => {
    const c = fake.counts();
    const r = { pages: n, row: name, seconds, requests: c.total, limited: c.limited, floor: floorOf(c.total), ...extra };
    rows.push(r);
    console.log(
      `  ${n} ${name}: ${seconds} s, ${c.total} requests (floor ${r.floor} s), ${c.limited} x 429${extra.note ? `, ${extra.note}` : ''}`,
    );
    return r;
  };
  try {
    // the CLI compiled and the site's build made, with the markdown posts: the Notion rows start from there
    await site(['export', '--out', path.join(tmp, 'warm'), '--quiet', '--no-check'], { ...env, NOTION_TOKEN: '', NOTION_DATABASE_ID: '' });
    fake.resetRequests();
    if (ROWS.has('cold')) {
      const r = await site(['export', '--out', out], env);
      const lines = r.stderr.split('\n').filter((l) => /Notion/.test(l)).length;
      row('cold', r.seconds, {
        needed: requestsNeeded(content),
        floorNeeded: floorOf(requestsNeeded(content)),
        files: fake.fileRequests.length,
        progressLines: lines,
      });
    }
    for (const name of ['edit', 'slug', 'changed']) {
      if (!ROWS.has(name)) continue;
      const e = edit();
      fake.resetRequests();
      const args =
        name === 'edit'
          ? ['export', '--out', out]
          : name === 'slug'
            ? ['regenerate', corpusSlug(e.i), '--out', out]
            : ['regenerate', '--changed', '--out', out];
      const r = await site(args, env);
      const shown = readFileSync(path.join(out, 'blog', corpusSlug(e.i), 'index.html'), 'utf8').includes(e.text);
      row(name, r.seconds, { files: fake.fileRequests.length, shown });
    }
    if (ROWS.has('webhook') || ROWS.has('serve')) await serveRows(n, fake, env, out, tmp, cacheDir, edit, row);
  } finally {
    await fake.close();
    rmSync(tmp, { recursive: true, force: true });
  }
  return rows;
}

/** the rows that run site serve: publish on edit into a bucket, and the API during a refresh */
async function serveRows(n, fake, env, out, tmp, cacheDir, edit, row) {
  const s3 = await startS3rver({ buckets: ['bench'] });
  const s3env = {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_S3_FORCE_PATH_STYLE: 'true',
  };
  const dataDir = path.join(tmp, 'data');
  // a publisher whose DATA_DIR holds the CLI's Notion copies (as one seeded from the build cache): its start is warm
  mkdirSync(path.join(dataDir, 'notion-cache'), { recursive: true });
  for (const name of readdirSync(cacheDir).filter((x) => /^notion-[0-9a-f]{16}$/.test(x)))
    cpSync(path.join(cacheDir, name), path.join(dataDir, 'notion-cache', name), { recursive: true });
  if (existsSync(path.join(cacheDir, 'notion-files')))
    cpSync(path.join(cacheDir, 'notion-files'), path.join(dataDir, 'blog-images'), { recursive: true });
  const serveEnv = {
    ...env,
    ...s3env,
    DATA_DIR: dataDir,
    SITE_DEPLOY_TARGET: 's3://bench/www',
    NOTION_AUTO_PUBLISH: 'true',
    NOTION_WEBHOOK_TOKEN: fake.verificationToken,
    ADMIN_TOKEN: 'bench-notion-admin-token-0123456789abcdef',
  };
  try {
    if (ROWS.has('webhook')) {
      await site(['deploy', 's3://bench/www', '--dir', out, '--quiet'], { ...env, ...s3env });
      const server = await serve(out, serveEnv);
      try {
        // the start's own refresh (a listing) is over before the edit
        await fetch(`${server.url}/api/blog/posts`);
        await sleep(Math.ceil(n / 100 / RPS) * 1000 + 2000);
        const e = edit();
        fake.resetRequests();
        const started = performance.now();
        const sent = await fake.sendEvent(`${server.url}/api/notion/webhook`, {
          type: 'page.content_updated',
          entityId: corpusPageId(e.i),
        });
        if (sent.status !== 200) throw new Error(`the webhook answered ${sent.status}`);
        const object = `${s3.endpoint}/bench/www/blog/${corpusSlug(e.i)}/index.html`;
        let seconds = null;
        for (let i = 0; i < 1200 && seconds === null; i++) {
          const text = await fetch(object).then(
            (r) => (r.ok ? r.text() : ''),
            () => '',
          );
          if (text.includes(e.text)) seconds = Math.round((performance.now() - started) / 100) / 10;
          else await sleep(50);
        }
        if (seconds === null) throw new Error(`the edit did not reach the bucket in 60 s:\n${server.stderr().slice(-2000)}`);
        row('webhook', seconds, { note: 'signed event to the new page in the bucket' });
      } finally {
        await server.stop();
      }
    }
    if (ROWS.has('serve')) {
      // a restart with the posts kept in DATA_DIR, refreshing every 20 s: its first answer, then every
      // answer while a background refresh reads the listing and what 20 edits changed
      fake.resetRequests();
      const server = await serve(out, { ...serveEnv, BLOG_REFRESH_SECONDS: '20' });
      const startedGets = performance.now();
      const get = async () => {
        const t = performance.now();
        const res = await fetch(`${server.url}/api/blog/posts`);
        await res.arrayBuffer();
        return performance.now() - t;
      };
      const latencies = [];
      const idle = [];
      let first;
      let refreshSeconds = 0;
      try {
        first = Math.round(await get());
        if (!existsSync(path.join(project, 'core/blog/notion/notionReader.ts'))) {
          // the code before issue 34 reads every page on its first answer, and again (inside an answer) once
          // its 5 minutes are up: that first answer is what a refresh costs a visitor there
          latencies.push(first);
          throw Object.assign(new Error('before'), { before: true });
        }
        // the start's own refresh (and the old code's first load) is over before the edits
        for (let quiet = 0; quiet < 3; ) {
          const before = fake.requests.length;
          await sleep(1000);
          quiet = fake.requests.length === before ? quiet + 1 : 0;
        }
        // the same answers with no refresh running: what the machine's load alone costs them
        for (let k = 0; k < 100; k++) {
          idle.push(await get());
          await sleep(20);
        }
        for (let k = 0; k < 20; k++) edit();
        fake.resetRequests();
        // the next answer past the 20 s starts the refresh
        await sleep(Math.max(0, 21_000 - (performance.now() - startedGets)));
        const refreshStarted = performance.now();
        const until = Date.now() + 10 * 60_000;
        while (Date.now() < until) {
          latencies.push(await get());
          const c = fake.counts();
          if (c.children >= 20 && c.query >= Math.ceil(n / 100)) break;
          await sleep(20);
        }
        refreshSeconds = Math.round((performance.now() - refreshStarted) / 100) / 10;
        // the refresh maps and takes the posts after its last request: a few more answers
        for (let k = 0; k < 25; k++) {
          latencies.push(await get());
          await sleep(20);
        }
      } catch (err) {
        if (!err.before) throw err;
      } finally {
        await server.stop();
      }
      const sorted = latencies.sort((a, b) => a - b);
      const ms = (q) => Math.round(quantile(sorted, q));
      const idleSorted = idle.sort((a, b) => a - b);
      const idleP99 = idleSorted.length ? Math.round(quantile(idleSorted, 0.99)) : null;
      row('serve', refreshSeconds, {
        idleP99Ms: idleP99,
        gets: sorted.length,
        firstMs: first,
        p50Ms: ms(0.5),
        p99Ms: ms(0.99),
        maxMs: Math.round(sorted.at(-1)),
        note: `first answer after the restart ${first} ms; ${sorted.length} GETs during the refresh: p50 ${ms(0.5)} ms, p99 ${ms(0.99)} ms, max ${Math.round(sorted.at(-1))} ms; with no refresh: p99 ${idleP99} ms`,
      });
    }
  } finally {
    await s3.stop();
  }
}

const GOALS = {
  cold: (r) => `<= ${Math.round(r.floorNeeded * 1.1)} s (1.1 x floor)`,
  edit: () => '<= 15 req, <= 8 s',
  slug: () => '<= 4 req, <= 3 s',
  changed: () => '<= 15 req',
  webhook: () => '<= 5 s',
  serve: () => '<= 50 ms',
};

function report() {
  const labels = readdirSync(benchOutDir)
    .filter((f) => /^notion-.+\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(path.join(benchOutDir, f), 'utf8')));
  const all = labels.flatMap((l) => l.rows.map((r) => ({ ...r, label: l.label })));
  const keys = [...new Set(all.map((r) => `${r.pages} ${r.row}`))];
  const cell = (r) =>
    !r
      ? '-'
      : r.row === 'serve'
        ? `p99 ${r.p99Ms} ms, max ${r.maxMs} ms (first ${r.firstMs} ms)`
        : `${r.seconds} s, ${r.requests} req (floor ${r.floor} s)`;
  const rows = keys.map((k) => {
    const [pages, name] = k.split(' ');
    const of = (label) => all.find((r) => r.label === label && `${r.pages} ${r.row}` === k);
    const any = of('after') ?? of('before') ?? all.find((r) => `${r.pages} ${r.row}` === k);
    return {
      pages,
      name,
      before: cell(of('before')),
      after: cell(of('after')),
      goal: Number(pages) === 1000 ? (GOALS[name]?.(any) ?? '') : '',
    };
  });
  console.log(
    `\n${table(rows, [
      ['pages', (r) => r.pages],
      ['operation', (r) => r.name, 'left'],
      ['before', (r) => r.before, 'left'],
      ['after', (r) => r.after, 'left'],
      ['goal at 1,000', (r) => r.goal, 'left'],
    ])}`,
  );
}

runBench('bench/notion', async () => {
  console.log(`Notion bench (${values.label}: ${project}), ${SIZES.join(' and ')} pages, rows ${[...ROWS].join(', ')}`);
  // rows of other sizes measured before under this label stay
  const file = path.join(benchOutDir, `notion-${values.label}.json`);
  const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).rows.filter((r) => !SIZES.includes(r.pages)) : [];
  const rows = [...kept];
  try {
    for (const n of SIZES) rows.push(...(await measure(n)));
  } finally {
    if (!values.project) rmSync(project, { recursive: true, force: true });
  }
  const measured = values.project ?? 'the working tree (a copy)';
  console.log(
    `wrote ${await writeResult(`notion-${values.label}`, { label: values.label, project: measured, at: new Date().toISOString(), rows })}`,
  );
  report();
});
