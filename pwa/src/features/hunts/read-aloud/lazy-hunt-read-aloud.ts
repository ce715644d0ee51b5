// @chunk hunt
/**
 * Read-aloud on a hunt page (server hunts and the Roper hunt), with the speech module: loaded right
 * after the page has drawn, where the browser has speech synthesis at all, keeping the hunt's first load
 * small.
 */
import { useSyncExternalStore } from "react";
import { lazyPart } from "../../../lib/start-up/lazy-part";

export const LazyHuntReadAloud = lazyPart(() => import("./hunt-read-aloud").then((m) => ({ default: m.HuntReadAloud })));

const unchanging = () => () => undefined;

/**
 * Whether the browser can speak at all. Never on the server, nor while React takes over a page the
 * server drew, so both draw the same page; read-aloud's controls join right after.
 */
export function useCanSpeak(): boolean {
  return useSyncExternalStore(unchanging, () => typeof speechSynthesis !== "undefined", () => false);
}
