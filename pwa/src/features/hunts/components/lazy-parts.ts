/**
 * Parts of a hunt page that are not needed to show it: the download controls, the paywall and purchase
 * dialog, the quiz and the result. They load right after the page (from the service worker offline),
 * keeping the hunt's first load small.
 */
import { lazy } from "react";

export const LazyOfflineStatus = lazy(async () => ({ default: (await import("./offline-status")).OfflineStatus }));
export const LazyHuntPaywall = lazy(async () => ({ default: (await import("./hunt-paywall")).HuntPaywall }));
export const LazyQuizForm = lazy(async () => ({ default: (await import("./quiz-form")).QuizForm }));
export const LazyHuntResult = lazy(async () => ({ default: (await import("./hunt-result")).HuntResult }));
