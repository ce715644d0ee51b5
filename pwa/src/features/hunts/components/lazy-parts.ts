// @chunk hunt
/**
 * Parts of a hunt page that are not needed to show it: the download controls, the paywall and purchase
 * dialog, the explorers with the quiz and the result, the field controls (location, compass, map, sign
 * words), "Play as a group", and a team's parts when the phone plays for a group. They load right after
 * the page has drawn (from the service worker offline), keeping the hunt's first load small and its first
 * frame free of starting their loads. Written as `import().then()`, which Vite leaves shorter on that
 * first load than `(await import()).X` (about 11 bytes gzipped a part).
 */
import { lazyPart } from "../../../lib/start-up/lazy-part";

export const LazyOfflineStatus = lazyPart(() => import("./offline-status").then((m) => ({ default: m.OfflineStatus })));
export const LazyHuntPaywall = lazyPart(() => import("./hunt-paywall").then((m) => ({ default: m.HuntPaywall })));
export const LazyHuntFinish = lazyPart(() => import("./hunt-finish").then((m) => ({ default: m.HuntFinish })));
export const LazyHuntField = lazyPart(() => import("../location/hunt-field").then((m) => ({ default: m.HuntField })));
export const LazyPhotoFind = lazyPart(() => import("../photo/photo-find").then((m) => ({ default: m.PhotoFind })));
export const LazyPlayAsGroup = lazyPart(() => import("../group-lead/play-as-group").then((m) => ({ default: m.PlayAsGroup })));
export const LazyTeamPanel = lazyPart(() => import("../team/team-panel").then((m) => ({ default: m.TeamPanel })));
