/**
 * The router's view of the screens (app/screens.ts). Screens load on demand (each is its own chunk), so a
 * hunt's first load carries neither the shop nor the admin area; the shell around them is the only eager
 * code. Declarative routes: the app needs no data-router features, and they keep the first load lighter.
 */
import { Route, Routes } from "react-router-dom";
import { lazyScreen } from "../lib/start-up/lazy-screen";
import { Root } from "./root";
import { routePatterns, SCREENS, screenIndexFor } from "./screens";

const screens = SCREENS.map(([path, load]) => [path, lazyScreen(load)] as const);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        {screens.flatMap(([pattern, Screen]) => routePatterns(pattern).map((path) => <Route key={path} path={path} element={<Screen />} />))}
      </Route>
    </Routes>
  );
}

/** Starts loading the screen for `pathname` (the first one the app shows); resolves when it is in, or failed. */
export function preloadScreen(pathname: string): Promise<void> {
  const screen = screens[screenIndexFor(pathname)];
  return screen ? screen[1].preload().catch(() => undefined) : Promise.resolve();
}
