/**
 * Parts of a hunt page that are not needed to show it: the download controls, the paywall and purchase
 * dialog, the explorers with the quiz and the result, and the field controls (location, compass, map, sign
 * words). They load right after the page (from the service worker offline), keeping the hunt's first
 * load small. Written as `import().then()`, which Vite leaves shorter on that first load than
 * `(await import()).X` (about 11 bytes gzipped a part).
 */
import { lazy } from "react";

export const LazyOfflineStatus = lazy(() => import("./offline-status").then((m) => ({ default: m.OfflineStatus })));
export const LazyHuntPaywall = lazy(() => import("./hunt-paywall").then((m) => ({ default: m.HuntPaywall })));
export const LazyHuntFinish = lazy(() => import("./hunt-finish").then((m) => ({ default: m.HuntFinish })));
export const LazyHuntField = lazy(() => import("../location/hunt-field").then((m) => ({ default: m.HuntField })));
export const LazyPhotoFind = lazy(() => import("../photo/photo-find").then((m) => ({ default: m.PhotoFind })));
