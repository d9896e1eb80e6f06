import { chromium } from "playwright-core";
const [base, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
for (const spec of paths) {
  const [path, width, scheme] = spec.split("|");
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme || "light" });
  const logs = [];
  page.on("console", (m) => m.type() === "error" && logs.push(m.text()));
  await page.goto(base + path, { waitUntil: "networkidle" });
  const name = `${out}/${path.replace(/[^a-z0-9]+/gi, "_")}_${width}_${scheme || "light"}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name, logs.join(" | "));
  await page.close();
}
await browser.close();
