import { chromium } from "playwright-core";
// Usage: node scripts/shot-dev.mjs BASE OUTDIR "path|width|scheme" ...  (SEGMENTS=1 splits tall pages into 900px images)
const [base, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
for (const spec of paths) {
  const [path, width, scheme] = spec.split("|");
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme || "light" });
  const logs = [];
  page.on("console", (m) => m.type() === "error" && logs.push(m.text()));
  await page.goto(base + path, { waitUntil: "networkidle" });
  const name = `${out}/${path.replace(/[^a-z0-9]+/gi, "_")}_${width}_${scheme || "light"}`;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (process.env.SEGMENTS === "1") {
    for (let y = 0, i = 0; y < height; y += 900, i++) {
      await page.screenshot({ path: `${name}_${i}.png`, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(900, height - y) } });
    }
  } else await page.screenshot({ path: `${name}.png`, fullPage: true });
  console.log(name, height, logs.join(" | "));
  await page.close();
}
await browser.close();
