import { defineConfig } from "vitest/config";
import { messageCatalogs } from "./scripts/vite/message-catalogs.ts";
import { parkDirectoryCheck } from "./scripts/vite/park-directory.ts";
import { parkMapDrawing } from "./scripts/vite/park-map-drawing.ts";
import { roperHuntCheck } from "./scripts/vite/roper-hunt-check.ts";

export default defineConfig({
  plugins: [parkDirectoryCheck(), roperHuntCheck(), parkMapDrawing(), messageCatalogs()],
  test: {
    include: ["{api,shared,pwa,scripts}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "**/dist/**", "pwa/e2e/**"],
    environment: "node",
    setupFiles: ["pwa/src/testing/setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
