import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { chunkMarkers } from "./scripts/vite/chunk-markers.ts";
import { eagerCompile } from "./scripts/vite/eager-compile.ts";
import { messageCatalogs } from "./scripts/vite/message-catalogs.ts";
import { parkDirectoryCheck } from "./scripts/vite/park-directory.ts";
import { roperHuntCheck } from "./scripts/vite/roper-hunt-check.ts";
import { parkMapDrawing } from "./scripts/vite/park-map-drawing.ts";
import { preloadAppChunks } from "./scripts/vite/preload-app-chunks.ts";
import { previewCards } from "./scripts/vite/preview-cards.ts";
import { screenHead } from "./scripts/vite/screen-head.ts";
import { serviceWorkerBuild } from "./scripts/vite/service-worker-build.ts";

// The chunks the app loads by name, each declared by the modules in it (a `// @chunk <name>` line at
// the top; scripts/vite/chunk-markers.ts). Packages cannot carry the line: they are named here.
//  - boot: what the entry runs before anything else (the boot reads, the table of screens, the
//    language the app opens in), with the bundler's helper for loading a screen: one small chunk the
//    page preloads, so the entry runs the moment it and this are in, instead of waiting for React and
//    the router.
//  - core: the libraries and modules every screen's first load needs anyway (the app chunk and the
//    header import them all, and every page's head): one chunk instead of a dozen small shared ones,
//    which gzip worse and each cost an import statement. The outbox's queueing and confirming code is
//    not among them: it loads with the first thing queued or the first flush, after the first screen.
//  - database: Dexie and the schema, which no first frame needs (the boot reads hydrate the stores the
//    first frame draws): asked for by the first read after the first frame, with the photo conversion
//    the database runs on open and the outbox's confirm module, which writes inside a flush's
//    transaction.
//  - takeover: what taking over a pre-rendered page runs beside its screen (the list of pre-rendered
//    pages and the catalogs' refreshes that store each page's answers): one chunk instead of eight small
//    ones, since a pre-rendered page asks for every one of its files after its first paint, and each
//    request costs the main thread a task of its own. A screen opened from the service worker's shell
//    loads it for its own catalog, about 2 KB compressed more than that catalog alone.
//  - hunt: the modules of a hunt page, which the other hunt screens share: one chunk beside the page's
//    own, so a hunt opened cold asks the service worker for two files instead of ten. Its lazy parts
//    (quiz, result, paywall, download controls, field controls, photos, read-aloud) stay separate.
// What a hunt opened cold loads before it draws is held to a list (scripts/vite/first-load.test.ts).
const chunks = chunkMarkers(["boot", "core", "database", "takeover", "hunt"], {
  boot: ["vite/preload-helper"],
  core: ["react", "react-router", "zustand", "@messageformat/runtime"],
  database: ["dexie"],
});

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
      { find: /^(?:.*\/)?persisted-storage(\.ts)?$/, replacement: fileURLToPath(new URL("./pwa/src/lib/database/persisted-storage.server.ts", import.meta.url)) },
      // No page window on the server: a post's body is cleaned over a jsdom window.
      { find: /^(?:.*\/)?post-purifier(\.ts)?$/, replacement: fileURLToPath(new URL("./pwa/src/features/blog/components/post-purifier.server.ts", import.meta.url)) },
    ],
  },
  publicDir: false,
  plugins: [react(), parkDirectoryCheck(), roperHuntCheck(), parkMapDrawing(), messageCatalogs()],
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
    roperHuntCheck(),
    parkMapDrawing(),
    messageCatalogs(),
    chunks.plugin,
    preloadAppChunks(["src/app/start.tsx"]),
    huntHead.plugin,
    eagerCompile(["src/app/start.tsx", "src/features/hunts/hunt-page.tsx", "src/lib/database/db.ts"]),
    previewCards(fileURLToPath(new URL("./pwa/image-sources/hero.svg", import.meta.url))),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/sw",
      filename: "sw.ts",
      // The page registers the worker itself (src/app/service-worker.ts) to control updates.
      injectRegister: false,
      integration: serviceWorkerBuild(() => ({ __HUNT_PAGE_HEAD__: JSON.stringify(huntHead.html()) })),
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,webp,webmanifest,ico,woff2}"],
        // The preview cards (1.2 MB of JPEG for the sample pictures) are for scrapers: no device needs them.
        // A park map (70 to 90 KB each) is saved with its hunt when the family downloads it for the trip.
        globIgnores: ["cards/**", "images/maps/**"],
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
  // The photo worker is started as a module worker (src/photos/take-photo.ts), as in development.
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
          groups: chunks.groups,
        },
      },
    },
  },
  server: { proxy: { "/api": "http://127.0.0.1:8787", "/uploads": "http://127.0.0.1:8787", "/cards": "http://127.0.0.1:8787" } },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? prerenderBuild : appBuild));
