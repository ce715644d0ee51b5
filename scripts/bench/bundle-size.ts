/**
 * The gzipped JavaScript a route loads before it can render, read from a Vite build manifest: the
 * entry chunk and its static imports, plus the route's lazy chunk and its static imports.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build } from "vite";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

function collect(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
}

export function gzippedJs(outDir: string, routeChunks: readonly string[] = []): { bytes: number; files: string[] } {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, files);
  for (const key of routeChunks) {
    if (!manifest[key]) throw new Error(`no chunk for ${key} in the build manifest`);
    collect(manifest, key, files);
  }
  const js = [...files].filter((f) => f.endsWith(".js"));
  const bytes = js.reduce((sum, f) => sum + gzipSync(readFileSync(join(outDir, f)), { level: 9 }).length, 0);
  return { bytes, files: js };
}

/** Builds one of the baseline apps (scripts/bench/baselines/<name>) with the same Vite and React plugin. */
export async function buildBaseline(root: string, name: string, outDir: string): Promise<number> {
  await build({
    root: join(root, "scripts/bench/baselines", name),
    plugins: [react()],
    logLevel: "silent",
    configFile: false,
    build: { outDir, emptyOutDir: true, manifest: true, target: "es2022" },
  });
  return gzippedJs(outDir).bytes;
}
