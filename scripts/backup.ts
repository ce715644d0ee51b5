/**
 * `npm run backup -- DIR`: a consistent copy of DATA_DIR's database and files into DIR, while the server
 * runs. `npm run restore -- DIR` puts one back into an empty DATA_DIR (see api/src/ops/data-backup.ts).
 */
import { resolve } from "node:path";
import { backupDataDir, restoreDataDir } from "../api/src/ops/data-backup";

const [command, target] = process.argv.slice(2);
const dataDir = resolve(process.env.DATA_DIR || "./data");

async function main() {
  if ((command !== "backup" && command !== "restore") || !target) {
    throw new Error("Usage: npm run backup -- DIR   or   npm run restore -- DIR");
  }
  if (command === "backup") {
    const report = await backupDataDir(dataDir, resolve(target));
    console.log(`Backed up ${dataDir} to ${resolve(target)}: ${report.pages} database pages, ${report.files} files`);
  } else {
    const report = restoreDataDir(resolve(target), dataDir);
    console.log(`Restored ${resolve(target)} into ${dataDir}: ${report.files} files`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
