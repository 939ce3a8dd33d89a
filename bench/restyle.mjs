// A rebuilt stylesheet in an export, as a change to the styles gives: new bytes under a new hashed name,
// every page pointing at it, the old file gone (with its .br/.gz copies), report.json updated. A change to
// every page and one new and one removed asset, without a new build: for the deploy tests and bench/deploy.mjs.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** every .html file under dir (relative paths) */
async function pagesOf(dir, sub = '') {
  const out = [];
  for (const e of await readdir(path.join(dir, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await pagesOf(dir, rel)));
    else if (e.name.endsWith('.html')) out.push(rel);
  }
  return out;
}

/** restyles the export in dir; `tag` names the new stylesheet; answers the old and new stylesheet (export paths) */
export async function restyle(dir, tag = 'restyled01') {
  const from = (await readdir(path.join(dir, 'assets'))).find((f) => f.endsWith('.css'));
  if (!from) throw new Error(`no stylesheet in ${dir}/assets`);
  const to = from.replace(/-[^-.]+\.css$/, `-${tag}.css`);
  const css = await readFile(path.join(dir, 'assets', from), 'utf8');
  await writeFile(path.join(dir, 'assets', to), `${css}\n/* ${tag} */\n`);
  for (const f of [from, `${from}.br`, `${from}.gz`]) await rm(path.join(dir, 'assets', f), { force: true });
  for (const rel of await pagesOf(dir)) {
    const html = await readFile(path.join(dir, rel), 'utf8');
    await writeFile(path.join(dir, rel), html.replaceAll(`/assets/${from}`, `/assets/${to}`));
  }
  const report = JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8'));
  for (const a of report.assets) if (a.file === `assets/${from}`) a.file = `assets/${to}`;
  await writeFile(path.join(dir, 'report.json'), JSON.stringify(report));
  return { from: `assets/${from}`, to: `assets/${to}` };
}
