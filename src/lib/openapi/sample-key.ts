/**
 * The docs' samples with the developer's test key (docs/developer-section.md, "Sandbox", "In the
 * browser"). The samples are highlighted on the server, their tokens split over many text nodes;
 * once the browser keeps a key, the page rewrites those text nodes in place, so the colours stay
 * and the copy button copies what is shown. Pure functions here (unit-tested on shiki's real
 * output); `rewriteSamples` applies them to the page.
 */

export type SampleSetting = {
  /** The test key (`sk_test_…`, checked by the caller). */
  key: string;
  /** The environment variable the samples read the key from (`KEY_ENV` of samples.ts). */
  keyEnv: string;
  /** The site's URL the server wrote into the samples (`site.url`). */
  siteUrl: string;
  /** The page's own origin, where its sandbox answers: it replaces `siteUrl` (a preview, a local build). */
  origin: string;
};

export type Edit = { start: number; end: number; text: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where a sample names the key or the site, and what replaces each: the key in place of each
 * language's read of the environment variable (so the code stays valid), the page's origin in
 * place of the site's URL before `/sandbox/`.
 */
export function sampleEdits(text: string, { key, keyEnv, siteUrl, origin }: SampleSetting): Edit[] {
  const env = escape(keyEnv);
  const reads: [string, string][] = [
    [`\\$\\{process\\.env\\.${env}\\}`, key], // JavaScript: `Bearer ${process.env.KEY}`
    [`getenv\\('${env}'\\)`, `'${key}'`], // PHP: 'Bearer ' . getenv('KEY')
    [`\\{os\\.environ\\['${env}'\\]\\}`, key], // Python: f"Bearer {os.environ['KEY']}"
    [`\\$${env}(?![A-Za-z0-9_])`, key], // shell: "Authorization: Bearer $KEY"
  ];
  if (siteUrl !== origin) reads.push([`${escape(siteUrl)}(?=/sandbox/)`, origin]);
  const pattern = new RegExp(reads.map(([source]) => `(${source})`).join("|"), "g");
  const edits: Edit[] = [];
  for (const match of text.matchAll(pattern)) {
    const which = match.slice(1).findIndex((group) => group !== undefined);
    edits.push({ start: match.index, end: match.index + match[0].length, text: reads[which]![1] });
  }
  return edits;
}

/**
 * The text of consecutive segments (a block's text nodes) after the edits, which may cross
 * segments: an edit's text goes into the segment where it starts, and what it replaces is cut
 * from every segment it covers. Segments keep their number, so each node keeps its colour.
 */
export function applyEdits(segments: readonly string[], edits: readonly Edit[]): string[] {
  const result = [...segments];
  // From the end: the offsets of what comes before an edit do not move.
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    let offset = 0;
    let inserted = false;
    for (let index = 0; index < result.length; index++) {
      const segment = result[index]!;
      const from = offset;
      const to = offset + segment.length;
      offset = to;
      if (to <= edit.start || from >= edit.end) continue;
      const cutFrom = Math.max(edit.start, from) - from;
      const cutTo = Math.min(edit.end, to) - from;
      const text = inserted ? "" : edit.text;
      inserted = true;
      result[index] = segment.slice(0, cutFrom) + text + segment.slice(cutTo);
    }
  }
  return result;
}

/** The original text of each rewritten node, to put back when the key is forgotten. */
const originals = new WeakMap<Text, string>();

/**
 * Rewrites every `<pre>` under `[data-sample]` in `root` for `setting`, or, with null, puts their
 * server text back. Idempotent: each run starts from the server's text.
 */
export function rewriteSamples(root: ParentNode, setting: SampleSetting | null): void {
  for (const pre of Array.from(root.querySelectorAll("[data-sample] pre"))) {
    // 4: NodeFilter.SHOW_TEXT (the global exists in a browser only).
    const walker = pre.ownerDocument.createTreeWalker(pre, 4);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const server = nodes.map((node) => originals.get(node) ?? node.data);
    const next = setting ? applyEdits(server, sampleEdits(server.join(""), setting)) : server;
    nodes.forEach((node, index) => {
      if (!originals.has(node)) originals.set(node, node.data);
      if (node.data !== next[index]) node.data = next[index]!;
    });
  }
}
