/**
 * Read-aloud on a hunt page (server hunts and the Roper hunt), with the speech module: loaded right
 * after the page, where the browser has speech synthesis at all, keeping the hunt's first load small.
 */
import { lazy } from "react";

export const LazyHuntReadAloud = lazy(() => import("./hunt-read-aloud").then((m) => ({ default: m.HuntReadAloud })));
