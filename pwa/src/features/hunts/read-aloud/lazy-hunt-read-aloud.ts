// @chunk hunt
/**
 * Read-aloud on a hunt page (server hunts and the Roper hunt), with the speech module: loaded right
 * after the page has drawn, where the browser has speech synthesis at all, keeping the hunt's first load
 * small.
 */
import { lazyPart } from "../../../lib/start-up/lazy-part";

export const LazyHuntReadAloud = lazyPart(() => import("./hunt-read-aloud").then((m) => ({ default: m.HuntReadAloud })));
