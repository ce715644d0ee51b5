/**
 * The explorers' parts of the Roper hunt's page, loaded when first shown: the page opens with its clues
 * alone. (A server hunt's page has its own in components/lazy-parts.ts, to keep its first load apart.)
 */
import { lazy } from "react";

export const LazyExplorers = lazy(() => import("./explorers").then((m) => ({ default: m.Explorers })));
export const LazyExplorerQuiz = lazy(() => import("./explorer-quiz").then((m) => ({ default: m.ExplorerQuiz })));
export const LazyExplorerResults = lazy(() => import("./explorer-results").then((m) => ({ default: m.ExplorerResults })));
