#!/usr/bin/env node
// How the site search's library was chosen (README, "Site search"): MiniSearch, Orama and
// FlexSearch on the site's own documents, each with its defaults and with the site's folding
// (src/lib/search/normalize.ts), and MiniSearch with the Snowball stemmers as the site uses it.
// Per library and language: test queries found in the first 5 results (an Arabic query with
// other diacritics and alef forms, a Latin product name on Arabic pages, a French query
// without accents, English typos), index build time, serialized index size (raw and gzip),
// p50/p99 of 400 prefix queries.
//
//   npm i --no-save @orama/orama@3.1.18 flexsearch@0.8.212
//   npm start &   (or any running build of the site)
//   node scripts/bench/search-libraries.mjs [--url http://localhost:3000]
//
// The documents come from the running site's /data/search/<lang>.json. By hand only.
import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";
import MiniSearch from "minisearch";
import { create, insertMultiple, search } from "@orama/orama";
import { stemmer as arStem } from "@orama/stemmers/arabic";
import { stemmer as frStem } from "@orama/stemmers/french";
import { stemmer as enStem } from "@orama/stemmers/english";
import FlexSearch from "flexsearch";
import path from "node:path";
import { parseArgs } from "node:util";
import { createJiti } from "jiti";
import { ROOT } from "./site.mjs";

const { values } = parseArgs({ options: { url: { type: "string", default: "http://localhost:3000" } } });
const jiti = createJiti(import.meta.url);
const { fold } = await jiti.import(path.join(ROOT, "src/lib/search/normalize.ts"));
/** The payment gateway's name, from the one brand file. */
const payName = (await jiti.import(path.join(ROOT, "src/config/site.ts"))).site.products.pay.toLowerCase();

const stems = { ar: arStem, fr: frStem, en: enStem };
const langName = { ar: "arabic", fr: "french", en: "english" };
const cases = {
  ar: [["دَفْعُ فاتُورةٍ", "/app/help/bill-scanning"], [`اسعار ${payName}`, "/business/pay/pricing"], ["إشحن خط Ooredoo", "/app/help/ooredoo-top-up"], [payName, "/business/pay"], ["توثيق الحساب", "/app/help/account-verification"], ["الفواتير", "/app/payment"]],
  fr: [["verifier compte", "/app/help/account-verification"], ["calculateur frais", "/business/pay/pricing"], ["facture scanner", "/app/help/bill-scanning"], ["recharge ooredo", "/app/help/ooredoo-top-up"]],
  en: [["verifcation", "/app/help/account-verification"], ["pricing calculatr", "/business/pay/pricing"], ["scanning bill", "/app/help/bill-scanning"], ["ooredoo top up", "/app/help/ooredoo-top-up"]],
};
const split = (t) => t.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const kb = (n) => (n / 1024).toFixed(1);
const pct = (arr, p) => arr.sort((a, b) => a - b)[Math.min(arr.length - 1, Math.floor(arr.length * p))];

function bench(name, lang, docs, build, query, serialize) {
  const t0 = performance.now();
  const index = build(docs);
  const buildMs = performance.now() - t0;
  const raw = serialize(index);
  const ok = [];
  for (const [q, path] of cases[lang]) {
    const ids = query(index, q).slice(0, 5);
    ok.push(ids.some((id) => docs[id].path === path) ? 1 : 0);
  }
  const times = [];
  const words = docs.flatMap((d) => split(d.title)).slice(0, 200);
  for (let i = 0; i < 400; i++) {
    const q = words[i % words.length].slice(0, 3 + (i % 5));
    const s = performance.now();
    query(index, q);
    times.push(performance.now() - s);
  }
  return { name, lang, found: `${ok.reduce((a, b) => a + b, 0)}/${ok.length}`, buildMs: buildMs.toFixed(0), raw: kb(raw.length), gzip: kb(gzipSync(raw).length), p50: pct(times, 0.5).toFixed(2), p99: pct(times, 0.99).toFixed(2) };
}

const rows = [];
for (const lang of ["ar", "fr", "en"]) {
  const docs = (await (await fetch(`${values.url}/data/search/${lang}.json`)).json()).docs;
  const stem = stems[lang];
  // MiniSearch, default processing
  rows.push(bench("minisearch (defaults)", lang, docs, (d) => { const m = new MiniSearch({ fields: ["title", "text"] }); m.addAll(d); return m; }, (m, q) => m.search(q, { prefix: true, fuzzy: 0.2 }).map((r) => r.id), (m) => JSON.stringify(m)));
  // MiniSearch, folded
  rows.push(bench("minisearch + fold", lang, docs, (d) => { const m = new MiniSearch({ fields: ["title", "text"], processTerm: (t) => fold(t) || null, tokenize: (t) => split(fold(t)) }); m.addAll(d); return m; }, (m, q) => m.search(q, { prefix: true, fuzzy: 0.2, boost: { title: 2 } }).map((r) => r.id), (m) => JSON.stringify(m)));
  // MiniSearch, folded + stemmed
  rows.push(bench("minisearch + fold + stem", lang, docs, (d) => { const m = new MiniSearch({ fields: ["title", "text"], processTerm: (t) => stem(fold(t)) || null, tokenize: (t) => split(fold(t)) }); m.addAll(d); return m; }, (m, q) => m.search(q, { prefix: true, fuzzy: 0.2, boost: { title: 2 } }).map((r) => r.id), (m) => JSON.stringify(m)));
  // Orama with its language tokenizer and stemmer
  const oramaQ = (db, q) => search(db, { term: q, tolerance: 1, limit: 10 }).hits.map((h) => Number(h.id));
  rows.push(bench("orama (language, stemming)", lang, docs, (d) => { const db = create({ schema: { title: "string", text: "string" }, components: { tokenizer: { language: langName[lang], stemming: true, stemmer: stem } } }); insertMultiple(db, d.map((x) => ({ id: String(x.id), title: x.title, text: x.text }))); return db; }, oramaQ, (db) => Buffer.from(JSON.stringify(db.data ?? {}))));
  rows.push(bench("orama + fold, stemming", lang, docs, (d) => { const db = create({ schema: { title: "string", text: "string" }, components: { tokenizer: { language: langName[lang], stemming: true, stemmer: stem } } }); insertMultiple(db, d.map((x) => ({ id: String(x.id), title: fold(x.title), text: fold(x.text) }))); return db; }, (db, q) => oramaQ(db, fold(q)), (db) => Buffer.from(JSON.stringify(db.data ?? {}))));
  // FlexSearch default and folded
  rows.push(bench("flexsearch (defaults)", lang, docs, (d) => { const ix = new FlexSearch.Document({ document: { id: "id", index: ["title", "text"] }, tokenize: "forward" }); for (const x of d) ix.add(x); return ix; }, (ix, q) => [...new Set(ix.search(q, { limit: 10, suggest: true }).flatMap((r) => r.result))], (ix) => { const parts = []; ix.export((k, v) => parts.push(k, v ?? "")); return Buffer.from(parts.join("\n")); }));
  rows.push(bench("flexsearch + fold", lang, docs, (d) => { const ix = new FlexSearch.Document({ document: { id: "id", index: ["title", "text"] }, tokenize: "forward", encode: (t) => split(fold(t)) }); for (const x of d) ix.add(x); return ix; }, (ix, q) => [...new Set(ix.search(q, { limit: 10, suggest: true }).flatMap((r) => r.result))], (ix) => { const parts = []; ix.export((k, v) => parts.push(k, v ?? "")); return Buffer.from(parts.join("\n")); }));
}
console.table(rows);
