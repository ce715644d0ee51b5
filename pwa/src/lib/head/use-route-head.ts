// @chunk core
/** The shell's part of every page's head: the section's, from the address. */
import { ROUTE_HEAD, usePageHead } from "./use-page-head";

export function useRouteHead(): void {
  usePageHead({}, ROUTE_HEAD);
}
