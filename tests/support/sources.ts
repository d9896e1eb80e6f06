import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Every source file under `dir` (default `src/`), tests left out, with its text. */
export function sources(dir = "src"): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [{ file, text: readFileSync(file, "utf8") }];
  });
}
