/**
 * The link-safe order of a deploy (and of a rollback). The invariant: after any single upload or
 * delete, every document in the bucket links only to objects in the bucket.
 *
 * Uploads. A document may go up only once everything new it links to is up: a new post's page before
 * the blog list, the home page, the feed and the sitemap that link to it. Where a changed (already
 * present) object is linked, it goes first too, unless the two link to each other: pages that change
 * together mostly do (every page's header links to the home page, which links back), and then either
 * order keeps the invariant, as both keys exist throughout. Only new documents that link to each other
 * in a cycle cannot be ordered at all: no first upload of them links only to objects in the bucket. They
 * go up at the same time, once everything else they link to is up, and are reported (`cycles`).
 *
 * Deletions (after every upload): a deleted document goes before anything deleted that it links to, in
 * batches that hold no document and a target of its links; deleted documents that link to each other in a
 * cycle share one batch, the shortest window the store allows, and are reported. Assets go last.
 */

/** a document to upload: its key, whether the bucket holds the key already, and what it links to */
export interface UploadNode {
  key: string;
  present: boolean;
  /** the keys it links to; null when unknown: it is then taken to link to every new document */
  links: readonly string[] | null;
}

export interface UploadOrder {
  /** indexes into the nodes, in upload order (the order of a dry run, and of a deploy one at a time) */
  order: number[];
  /** for each node, the nodes that must be up before it starts */
  after: number[][];
  /** new documents linking to each other in a cycle, uploaded together (keys) */
  cycles: string[][];
}

/**
 * Tarjan's strongly connected components of a graph given as adjacency lists. Components come out in
 * reverse topological order: a component comes after every component it has an edge to, so with edges
 * pointing from a document to what it needs, the output is an order in which needs come first.
 */
export function components(count: number, edges: readonly (readonly number[])[]): number[][] {
  const index = new Array<number>(count).fill(-1);
  const low = new Array<number>(count).fill(0);
  const onStack = new Array<boolean>(count).fill(false);
  const stack: number[] = [];
  const out: number[][] = [];
  let next = 0;
  // iterative, so that a long chain of links cannot overflow the call stack
  for (let root = 0; root < count; root++) {
    if (index[root] !== -1) continue;
    const work: Array<{ v: number; i: number }> = [{ v: root, i: 0 }];
    index[root] = low[root] = next++;
    stack.push(root);
    onStack[root] = true;
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const { v } = frame;
      const targets = edges[v] ?? [];
      if (frame.i < targets.length) {
        const w = targets[frame.i++]!;
        if (index[w] === -1) {
          index[w] = low[w] = next++;
          stack.push(w);
          onStack[w] = true;
          work.push({ v: w, i: 0 });
        } else if (onStack[w]) low[v] = Math.min(low[v]!, index[w]!);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low[parent.v] = Math.min(low[parent.v]!, low[v]!);
      if (low[v] === index[v]) {
        const component: number[] = [];
        let w: number;
        do {
          w = stack.pop()!;
          onStack[w] = false;
          component.push(w);
        } while (w !== v);
        out.push(component.sort((a, b) => a - b));
      }
    }
  }
  return out;
}

/** the upload order of documents (see the top of this file); nodes are given in their tie-break order */
export function orderUploads(nodes: readonly UploadNode[]): UploadOrder {
  const at = new Map(nodes.map((n, i) => [n.key, i]));
  const isNew = (i: number) => !nodes[i]!.present;
  const newOnes = nodes.flatMap((n, i) => (n.present ? [] : [i]));
  const needs: number[][] = nodes.map((n, i) => {
    if (n.links === null) return newOnes.filter((j) => j !== i);
    const out = new Set<number>();
    for (const key of n.links) {
      const j = at.get(key);
      if (j !== undefined && j !== i) out.add(j);
    }
    return [...out].sort((a, b) => a - b);
  });

  const order: number[] = [];
  const after: number[][] = nodes.map(() => []);
  const cycles: string[][] = [];
  for (const component of components(nodes.length, needs)) {
    const inside = new Set(component);
    // across components every link is kept; inside one, only links to new documents
    for (const i of component) after[i] = needs[i]!.filter((j) => !inside.has(j) || isNew(j));
    if (component.length === 1) {
      order.push(component[0]!);
      continue;
    }
    // the new members first, needs first among them; then the present ones, which only need them
    const fresh = component.filter(isNew);
    const local = new Map(fresh.map((i, k) => [i, k]));
    const freshNeeds = fresh.map((i) => needs[i]!.flatMap((j) => (local.has(j) ? [local.get(j)!] : [])));
    for (const group of components(fresh.length, freshNeeds)) {
      const members = group.map((k) => fresh[k]!);
      if (members.length > 1) {
        cycles.push(members.map((i) => nodes[i]!.key));
        const together = new Set(members);
        for (const i of members) after[i] = after[i]!.filter((j) => !together.has(j));
      }
      order.push(...members);
    }
    order.push(...component.filter((i) => !isNew(i)));
  }
  return { order, after, cycles };
}

/** a document to delete and what it links to */
export interface DeleteNode {
  key: string;
  links: readonly string[];
}

/**
 * the batches of a deletion of documents: each batch holds documents no document left after it links
 * to (linkers before what they link to); a cycle of documents linking to each other is one batch
 */
export function orderDeletes(nodes: readonly DeleteNode[]): { batches: string[][]; cycles: string[][] } {
  const at = new Map(nodes.map((n, i) => [n.key, i]));
  const needs = nodes.map((n, i) => [...new Set(n.links.flatMap((k) => (at.has(k) && at.get(k) !== i ? [at.get(k)!] : [])))]);
  const parts = components(nodes.length, needs);
  const partOf = new Array<number>(nodes.length);
  parts.forEach((p, c) => {
    for (const i of p) partOf[i] = c;
  });
  // a part's level: 0 when no other deleted document links to it, else one more than its linkers' (needs
  // come first in `parts`, so linkers come later: walk it backwards)
  const level = new Array<number>(parts.length).fill(0);
  for (let c = parts.length - 1; c >= 0; c--) {
    for (const i of parts[c]!)
      for (const j of needs[i]!) if (partOf[j] !== c) level[partOf[j]!] = Math.max(level[partOf[j]!]!, level[c]! + 1);
  }
  const batches: string[][] = Array.from({ length: Math.max(0, ...level) + (parts.length > 0 ? 1 : 0) }, () => []);
  parts.forEach((p, c) => {
    batches[level[c]!]!.push(...p.map((i) => nodes[i]!.key));
  });
  return {
    batches: batches.map((b) => b.sort()),
    cycles: parts.filter((p) => p.length > 1).map((p) => p.map((i) => nodes[i]!.key)),
  };
}
