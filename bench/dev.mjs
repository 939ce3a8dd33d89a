#!/usr/bin/env node
// `site dev` against Eleventy's --serve and `astro dev`, in the same run: how long after a save the open
// page shows the edit, with no reload sent by the bench (the page follows the files by itself).
//   node bench/dev.mjs                        the shipped site and 4,000 posts, 5 runs of each row
//   node bench/dev.mjs --posts 4000 --runs 3 --only ours,eleventy
//   node bench/dev.mjs --posts shipped --runs 1 --only ours --verbose   (what the dev servers print, too)
// Rows: a markdown post's text; a page component's text; a class in a component (the page must not
// reload for ours); start to the first page served. Median of --runs per row, with our time over each
// peer's. Chromium (Debian's, through Playwright) keeps one page open per tool. Run it under
// a lock that keeps other CPU work away on a shared machine. See bench/README.md.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { endWithThisProcess } from './children.mjs';
import { corpusSlug, writeCorpus } from './corpus.mjs';
import { PEER_PACKAGES, peerPostsDir, preparePeerProject } from './peers.mjs';
import { copyProject } from './projectCopy.mjs';
import { freePort, table, writeResult } from './support.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const sizes = arg('--posts', 'shipped,4000').split(',');
const runs = Number(arg('--runs', '5'));
const only = arg('--only', 'ours,eleventy,astro').split(',');
/** --verbose: every line the dev servers print, as they print it */
const verbose = args.includes('--verbose');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** how long one edit may take to show before the bench gives up on it */
const SHOW_TIMEOUT_MS = 60_000;
/** how long a dev server may take to serve the page the edits are made on */
const PAGE_WAIT_MS = 300_000;
/** the goals of issue 25, per row and size (ms) */
const GOALS = {
  markdown: { shipped: 150, 4000: 200 },
  component: { shipped: 400, 4000: 400 },
  class: { shipped: 300, 4000: 300 },
  start: { shipped: 1500, 4000: 2000 },
};
const ROWS = [
  ['markdown', "one markdown post's text"],
  ['component', "a page component's text"],
  ['class', 'a class in a component (ours: no reload)'],
  ['start', 'start to the first page served'],
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** replaces one exact piece of a file's text (the edit fails loudly when its anchor is gone) */
function replaceIn(file, from, to) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  writeFileSync(file, text.replace(from, to));
}

/** the markdown edit of run n: a sentence appended to the post */
const appendTo = (file, n) => writeFileSync(file, `${readFileSync(file, 'utf8')}\nBench edit ${n}.\n`);

/** letter-spacing of run n of the class edit, in em: a value no stylesheet had before */
const spacing = (n) => Number((0.011 * (n + 1)).toFixed(3));

/**
 * The three tools as the bench drives them: the command that starts the dev server, the page to open,
 * and the three edits (each run makes a new one, from what the previous run left).
 */
function oursTool(size, tmp, corpus) {
  const project = copyProject(path.join(tmp, 'ours'));
  const shipped = size === 'shipped';
  const slug = shipped ? 'fido2-webauthn-explained' : corpusSlug(2000);
  // 4,000 posts: a copy of the corpus outside the project (BLOG_DIR), so that our edits never reach the
  // corpus the peers copy (an edit already in a peer's post would show before it is made)
  const blogDir = shipped ? path.join(project, 'src', 'content', 'blog') : path.join(tmp, 'ours-blog');
  if (!shipped) cpSync(corpus, blogDir, { recursive: true });
  const component = path.join(project, 'src', 'pages', 'blog', 'BlogPostPage.tsx');
  const h1 = '<h1 className="mt-4 max-w-4xl text-3xl leading-tight font-bold sm:text-5xl">';
  return {
    name: 'ours',
    label: 'site dev (ours)',
    cwd: project,
    command: (port) => [process.execPath, ['bin/site.mjs', 'dev', '--port', String(port)]],
    env: { ...(shipped ? {} : { BLOG_DIR: blogDir }), DATA_DIR: path.join(tmp, 'ours-data'), LOG_LEVEL: 'warn' },
    page: `/blog/${slug}`,
    editMarkdown: (n) => appendTo(path.join(blogDir, `${slug}.md`), n),
    editComponent: (n) =>
      replaceIn(component, n === 0 ? '{copy.by} <span' : `Bench text ${n - 1} {copy.by} <span`, `Bench text ${n} {copy.by} <span`),
    editClass: (n) =>
      replaceIn(
        component,
        n === 0 ? h1 : h1.replace('font-bold', `font-bold tracking-[${spacing(n - 1)}em]`),
        h1.replace('font-bold', `font-bold tracking-[${spacing(n)}em]`),
      ),
  };
}

/** the peers' post layout gets a rule per class run (their class edit is the class attribute alone) */
const peerStyles = () =>
  `<style>${Array.from({ length: runs + 1 }, (_, n) => `.bench-w${n}{letter-spacing:${spacing(n)}em}`).join('')}</style>`;

/**
 * a peer's dev server on the corpus: the markdown edit goes to its post file, the component and class
 * edits to its post layout (`layout`; its styles go into `head`), as ours go to BlogPostPage.tsx
 */
function peerTool(name, size, corpus, { layout, head, styles, author, command, env }) {
  const dir = preparePeerProject(name, corpus);
  const slug = size === 'shipped' ? corpusSlug(4) : corpusSlug(2000);
  const layoutFile = path.join(dir, layout);
  replaceIn(path.join(dir, head), '</head>', `${styles}</head>`);
  return {
    name,
    label: PEER_PACKAGES[name].label,
    cwd: dir,
    command: (port) => [process.execPath, command(dir, port)],
    env,
    page: `/blog/${slug}/`,
    editMarkdown: (n) => appendTo(path.join(peerPostsDir(name, dir), `${slug}.md`), n),
    editComponent: (n) =>
      replaceIn(layoutFile, n === 0 ? `${author}</p>` : `${author} Bench text ${n - 1}</p>`, `${author} Bench text ${n}</p>`),
    editClass: (n) => replaceIn(layoutFile, n === 0 ? '<h1>' : `<h1 class="bench-w${n - 1}">`, `<h1 class="bench-w${n}">`),
  };
}

const eleventyTool = (size, _tmp, corpus) =>
  peerTool('eleventy', size, corpus, {
    layout: '_includes/post.njk',
    head: '_includes/base.njk',
    styles: peerStyles(),
    author: '{{ author }}',
    command: (dir, port) => [
      path.join(dir, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs'),
      '--serve',
      '--incremental',
      '--quiet',
      `--port=${port}`,
    ],
    env: {},
  });

const astroTool = (size, _tmp, corpus) =>
  peerTool('astro', size, corpus, {
    layout: 'src/layouts/BlogPost.astro',
    head: 'src/layouts/BlogPost.astro',
    styles: peerStyles().replace('<style>', '<style is:global>'),
    author: '{author}',
    command: (dir, port) => [path.join(dir, 'node_modules', 'astro', 'astro.js'), 'dev', '--host', '127.0.0.1', '--port', String(port)],
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
  });

/** starts a tool's dev server (its own process group, so all it starts ends with it) */
function startServer(tool, port) {
  const [cmd, cmdArgs] = tool.command(port);
  const child = endWithThisProcess(
    spawn(cmd, cmdArgs, {
      cwd: tool.cwd,
      env: { ...process.env, ...tool.env, GA_MEASUREMENT_ID: '', NOTION_TOKEN: '', NOTION_DATABASE_ID: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    }),
    { group: true },
  );
  let output = '';
  const keep = (d) => {
    output = (output + d).slice(-4000);
    if (verbose) process.stderr.write(`${String(d).replace(/^(?=.)/gm, `    [${tool.name}] `)}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // gone already
      }
      if ((await Promise.race([exited.then(() => true), sleep(5000).then(() => false)])) === false) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // gone already
        }
        await exited;
      }
    },
    exited,
  };
}

/**
 * ms from the start of a tool's dev server to the first 200 answer for its page (asked every 10 ms);
 * `stayMs`: how long it runs after that (the untimed first start stays as a session would, so that
 * what each tool keeps for its next start is written)
 */
async function timeStart(tool, stayMs = 0) {
  const port = await freePort();
  const t0 = performance.now();
  const server = startServer(tool, port);
  let gone = false;
  server.exited.then(() => {
    gone = true;
  });
  try {
    const deadline = t0 + 180_000;
    while (performance.now() < deadline && !gone) {
      const ok = await fetch(`http://127.0.0.1:${port}${tool.page}`).then(
        async (r) => r.status === 200 && (await r.text()).includes('</html>'),
        () => false,
      );
      if (ok) {
        const ms = performance.now() - t0;
        await sleep(stayMs);
        return ms;
      }
      await sleep(10);
    }
    throw new Error(`${tool.label} served no page${gone ? ' (it exited)' : ' in 3 minutes'}:\n${server.output()}`);
  } finally {
    await server.stop();
  }
}

/**
 * saves an edit and waits until the open page shows it (polled every animation frame, across the page's
 * own reloads). The time is the page's own: when it reloaded itself, the first contentful paint of the
 * new document (its HTML holds the edit), else when the check first held. `check`: ['text', words] or
 * ['spacing', em] (the letter-spacing of its h1)
 */
async function timeEdit(page, edit, check) {
  // a text the page holds already would be "shown" before the save: the run would measure nothing
  if (check[0] === 'text' && (await page.evaluate((words) => document.body?.textContent.includes(words) ?? false, check[1])))
    throw new Error(`the page shows ${JSON.stringify(check[1])} before the edit is saved`);
  const t0 = Date.now();
  edit();
  const shown = await page.waitForFunction(
    ([kind, value, since]) => {
      let ok = false;
      if (kind === 'text') ok = document.body?.textContent.includes(value) ?? false;
      else {
        const h1 = document.querySelector('h1');
        const style = h1 && getComputedStyle(h1);
        ok = !!style && Math.abs(Number.parseFloat(style.letterSpacing) - value * Number.parseFloat(style.fontSize)) < 0.05;
      }
      if (!ok) return false;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return performance.timeOrigin > since && paint ? performance.timeOrigin + paint.startTime : Date.now();
    },
    [...check, t0],
    { polling: 'raf', timeout: SHOW_TIMEOUT_MS },
  );
  return (await shown.jsonValue()) - t0;
}

/** one tool at one size: its starts, then the edits on one open page */
async function benchTool(browser, tool) {
  const times = { markdown: [], component: [], class: [], start: [] };
  // a first start is not timed: it compiles our CLI in the copy, fills our post store and Astro's content
  // store, and (running on for a while, as a session does) records our build for the next start
  await timeStart(tool, 8000);
  for (let i = 0; i < runs; i++) times.start.push(await timeStart(tool));
  const port = await freePort();
  const server = startServer(tool, port);
  const page = await browser.newPage();
  let classReloads = 0;
  let row = '';
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && row === 'class') classReloads++;
  });
  try {
    const url = `http://127.0.0.1:${port}${tool.page}`;
    for (let i = 0; ; i++) {
      const ok = await page.goto(url).then(
        (r) => r?.status() === 200,
        () => false,
      );
      if (ok) break;
      // (Astro's dev server syncs its content store again before it serves: minutes at 4,000 posts)
      if (i > PAGE_WAIT_MS / 100)
        throw new Error(`${tool.label} did not serve ${url} in ${PAGE_WAIT_MS / 60_000} minutes:\n${server.output()}`);
      await sleep(100);
    }
    // the page loads its scripts and connects to its dev server; ours finishes the builds it makes after a start
    await page.waitForLoadState('networkidle').catch(() => undefined);
    if (tool.name === 'ours') await fetch(`http://127.0.0.1:${port}/__site/idle`);
    await sleep(1000);
    const edits = [
      ['markdown', (n) => tool.editMarkdown(n), (n) => ['text', `Bench edit ${n}.`]],
      ['component', (n) => tool.editComponent(n), (n) => ['text', `Bench text ${n}`]],
      ['class', (n) => tool.editClass(n), (n) => ['spacing', spacing(n)]],
    ];
    for (const [name, edit, check] of edits) {
      row = name;
      // one edit ahead, not timed: the first of a kind can pay for a first-time code path
      for (let n = 0; n <= runs; n++) {
        const ms = await timeEdit(page, () => edit(n), check(n)).catch((err) => {
          throw new Error(`${tool.label}, ${name} edit ${n}: ${err.message}\n${server.output()}`);
        });
        if (n > 0) times[name].push(ms);
        // the page settles (its scripts load again after a reload) before the next save
        await sleep(700);
      }
    }
  } finally {
    row = '';
    await page.close();
    await server.stop();
  }
  return { times, reloadsOnClassEdit: classReloads };
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'blok-bench-dev-'));
try {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const size of sizes) {
      const dir = path.join(tmp, size);
      const corpus = path.join(dir, 'corpus');
      // the peers' shipped-size blog: as many posts as the site ships, with the same bodies
      writeCorpus(corpus, size === 'shipped' ? 8 : Number(size));
      const makers = { ours: oursTool, eleventy: eleventyTool, astro: astroTool };
      console.error(
        `\n${size === 'shipped' ? 'shipped site' : `${size} posts`}: ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)}`,
      );
      for (const name of only) {
        const tool = makers[name](size, dir, corpus);
        // a peer that fails is reported and left out of the table; the other tools' rows stay
        const r = await benchTool(browser, tool).catch((err) => {
          if (name === 'ours') throw err;
          console.error(`  ${tool.label} failed: ${err.message}`);
          return null;
        });
        if (!r) continue;
        console.error(
          `  ${tool.label}: ${Object.entries(r.times)
            .map(([k, v]) => `${k} ${v.map((ms) => Math.round(ms)).join('/')} ms`)
            .join('; ')}${name === 'ours' ? `; reloads during class edits: ${r.reloadsOnClassEdit}` : ''}`,
        );
        results.push({
          size,
          name,
          label: tool.label,
          ...r,
          medians: Object.fromEntries(Object.entries(r.times).map(([k, v]) => [k, median(v)])),
        });
      }
    }
  } finally {
    await browser.close();
  }

  console.log(`\nsite dev: median of ${runs} (ms); ours / peer in the same run; load average now ${os.loadavg()[0].toFixed(1)}`);
  const rows = [];
  for (const size of sizes) {
    const at = results.filter((r) => r.size === size);
    const ours = at.find((r) => r.name === 'ours');
    for (const [key, label] of ROWS) {
      const goal = GOALS[key][size === 'shipped' ? 'shipped' : '4000'];
      const row = { size: size === 'shipped' ? 'shipped' : `${size} posts`, edit: label };
      for (const r of at) row[r.name] = Math.round(r.medians[key]);
      if (ours) {
        row.goal = goal ? `<= ${goal}${ours.medians[key] <= goal ? ' met' : ' NOT MET'}` : '';
        for (const r of at.filter((x) => x !== ours)) row[`/${r.name}`] = `${(ours.medians[key] / r.medians[key]).toFixed(3)}x`;
      }
      rows.push(row);
    }
  }
  const peers = only.filter((n) => n !== 'ours');
  console.log(
    table(rows, [
      ['size', (r) => r.size, 'left'],
      ['edit', (r) => r.edit, 'left'],
      ...only.map((n) => [n, (r) => r[n] ?? '']),
      ...(only.includes('ours') ? [['goal (ours)', (r) => r.goal, 'left']] : []),
      ...(only.includes('ours') ? peers.map((n) => [`ours/${n}`, (r) => r[`/${n}`] ?? '']) : []),
    ]),
  );
  for (const r of results.filter((x) => x.name === 'ours'))
    console.log(`ours, ${r.size}: the page reloaded ${r.reloadsOnClassEdit} time(s) during the ${runs + 1} class edits (goal: 0)`);
  console.log(`written to ${await writeResult('dev', { runs, sizes, results })}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
