import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { eagerCompile } from "./scripts/vite/eager-compile.ts";
import { messageCatalogs } from "./scripts/vite/message-catalogs.ts";
import { parkDirectoryCheck } from "./scripts/vite/park-directory.ts";
import { parkMapDrawing } from "./scripts/vite/park-map-drawing.ts";
import { preloadAppChunks } from "./scripts/vite/preload-app-chunks.ts";
import { screenHead } from "./scripts/vite/screen-head.ts";
import { serviceWorkerBuild } from "./scripts/vite/service-worker-build.ts";

// Libraries and modules every screen's first load needs anyway (the app chunk and the header import
// them all): one chunk instead of a dozen small shared ones, which gzip worse and each cost an import
// statement. The outbox's queueing and confirming code is not among them: it loads with the first thing
// queued or the first flush, after the first screen.
const CORE_MODULES =
  /node_modules\/(react|react-router|zustand)\/|pwa\/src\/stores\/(auth|toasts|cart)\.ts|pwa\/src\/lib\/(kv|persisted-storage|background-refresh|api-client|database|use-live-query|cached-read|first-frame|use-browser-offline|photo-room|points-awarded|use-awarded-points|lazy-part)\.ts|pwa\/src\/components\/use-sign-out\.ts|pwa\/src\/stores\/sign-out-prompt\.ts|pwa\/src\/lib\/lazy-screen\.tsx|pwa\/src\/features\/shell\/(use-now|relative-time|sync-status)\.ts|pwa\/src\/features\/site-settings\/public-settings\.ts|pwa\/src\/features\/shell\/shell-texts\.ts|pwa\/src\/i18n\/en\/shell$|virtual:text-loaders|pwa\/src\/sync\/channel\.ts|pwa\/src\/lib\/i18n\/(texts|use-lang|links|lang-provider|current-lang|in-lang|use-text-lang|rich|message-runtime)\.tsx?|node_modules\/@messageformat\/runtime\/|shared\/rules\/(points|core-messages|site-defaults|family-record|account-mail)\.ts/;

// What the entry runs before anything else: the boot reads, the table of screens and the language the app
// opens in, with the bundler's helper for loading a screen. One small chunk the page preloads, so the entry
// runs the moment it and this are in, instead of waiting for React and the router to load and run first.
const BOOT_MODULES =
  /pwa\/src\/(app\/screens|lib\/(boot-reads|boot-rows|sent-rows|store-keys|db-name|next-task|zod-csp|i18n\/lang-memory))\.ts$|shared\/rules\/(languages|lang-path)\.ts$|vite\/preload-helper/;

// The device database: Dexie and the schema, which no first frame needs (lib/database.ts: the boot reads
// hydrate the stores the first frame draws). One chunk, asked for by the first read after the first
// frame; the photo conversion the database runs on open, and the outbox's confirm module, which writes
// inside a flush's transaction, ride with it.
const DATABASE_MODULES = /node_modules\/dexie\/|pwa\/src\/lib\/(db|photo-blob-upgrade|photo-bytes)\.ts$|pwa\/src\/sync\/applied-effects\.ts$/;

// The modules of a hunt page, which the other hunt screens share: one chunk beside the page's own, so a
// hunt opened cold asks the service worker for two files instead of ten. Its lazy parts (quiz, result,
// paywall, download controls, field controls, photos, read-aloud) stay separate.
const HUNT_MODULES =
  /features\/hunts\/(hunt-difficulty|hunt-pending|hunt-toasts|use-content-view|use-hunt-load|use-hydrated|use-ready-mark)\.tsx?$|features\/hunts\/components\/(hunt-play|find-list|hunt-header|progress-display|reset-button|lazy-parts)\.tsx?$|features\/hunts\/read-aloud\/(read-aloud-slot|spoken|lazy-hunt-read-aloud)\.tsx?$|features\/hunts\/play-texts\.ts$|pwa\/src\/i18n\/en\/hunt-play$|pwa\/src\/stores\/access\.ts$|features\/hunts\/stores\/hunt-progress\.ts$|shared\/rules\/(scoring|hunt-translation)\.ts$/;

// react-router's package exports point at its development build, whose dev-only warnings are switched
// on; the app and its server build ship the production build, which differs only in that switch.
const REACT_ROUTER_PRODUCTION = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)),
};

// The server's pre-renderer (`vite build --ssr`): the app's screens as a Node module, for the public pages.
const prerenderBuild = defineConfig({
  root: "pwa",
  resolve: {
    alias: [
      REACT_ROUTER_PRODUCTION,
      // No device on the server: the stores persist nowhere.
      { find: /^.*\/lib\/persisted-storage(\.ts)?$/, replacement: fileURLToPath(new URL("./pwa/src/lib/persisted-storage.server.ts", import.meta.url)) },
    ],
  },
  publicDir: false,
  plugins: [react(), parkDirectoryCheck(), parkMapDrawing(), messageCatalogs()],
  // Self-contained and in React's production mode, whatever NODE_ENV the server was started with.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true },
  build: { ssr: "src/app/render-page.tsx", outDir: "dist-ssr", emptyOutDir: true, target: "node20", sourcemap: false },
});

// What a hunt page answered by the service worker links beside the shell's: the hunt screen's files.
const huntHead = screenHead("src/features/hunts/hunt-page.tsx");

const appBuild = defineConfig({
  root: "pwa",
  resolve: { alias: [REACT_ROUTER_PRODUCTION] },
  publicDir: "public",
  plugins: [
    react(),
    parkDirectoryCheck(),
    parkMapDrawing(),
    messageCatalogs(),
    preloadAppChunks(["src/app/start.tsx"]),
    huntHead.plugin,
    eagerCompile(["src/app/start.tsx", "src/features/hunts/hunt-page.tsx", "src/lib/db.ts"]),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/sw",
      filename: "sw.ts",
      // The page registers the worker itself (src/app/service-worker.ts) to control updates.
      injectRegister: false,
      integration: serviceWorkerBuild(() => ({ __HUNT_PAGE_HEAD__: JSON.stringify(huntHead.html()) })),
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,webp,webmanifest,ico,woff2}"],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      manifest: {
        name: "Park Hunts — National Park Scavenger Hunts",
        short_name: "Park Hunts",
        description: "Scavenger-hunt guidebooks and interactive hunts for families exploring America's national parks, even with no signal.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: "#2f5d3a",
        background_color: "#f7f3e8",
        categories: ["education", "travel", "kids"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
    }),
  ],
  // The photo worker is started as a module worker (features/hunts/photo/take-photo.ts), as in development.
  worker: { format: "es" },
  // The manifest lets the bundle benchmark follow exactly which chunks a route loads.
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
    manifest: true,
    // Only the entry (the tiny index chunk) preloads the imports of the chunks it asks for, the first
    // screen's and the app's: elsewhere the service worker answers the few follow-up requests at once, and
    // the preload lists would ride along in every chunk that can open a screen.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostId }) => (/^assets\/index-/.test(hostId) ? deps : []) },
    rolldownOptions: {
      // The shared rules are pure: importing one for a constant (the photo-storage-full words the header
      // checks for) must not pull in the modules it imports for its other exports (all the messages).
      treeshake: { moduleSideEffects: [{ test: /\/shared\/rules\//, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            { name: "boot", test: BOOT_MODULES, includeDependenciesRecursively: false },
            { name: "core", test: CORE_MODULES, includeDependenciesRecursively: false },
            { name: "database", test: DATABASE_MODULES, includeDependenciesRecursively: false },
            { name: "hunt", test: HUNT_MODULES, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": "http://127.0.0.1:8787", "/uploads": "http://127.0.0.1:8787" } },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? prerenderBuild : appBuild));
