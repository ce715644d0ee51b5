/**
 * Parts of a hunt page that are not needed to show it: the download controls, the paywall and purchase
 * dialog, the quiz, the result, and the field controls (location, compass, map, sign words). They load
 * right after the page (from the service worker offline), keeping the hunt's first load small.
 */
import { lazy } from "react";

export const LazyOfflineStatus = lazy(async () => ({ default: (await import("./offline-status")).OfflineStatus }));
export const LazyHuntPaywall = lazy(async () => ({ default: (await import("./hunt-paywall")).HuntPaywall }));
export const LazyHuntFinish = lazy(async () => ({ default: (await import("./hunt-finish")).HuntFinish }));
export const LazyHuntField = lazy(async () => ({ default: (await import("../location/hunt-field")).HuntField }));
