// @chunk core
/**
 * A screen loaded on demand that can also be fetched ahead: `preload()` starts the import, and once the
 * module is in, the screen renders directly instead of suspending. The app preloads the screen of the
 * URL it starts on before the first render, so opening a hunt cold (offline, from the service worker)
 * costs one render and no Suspense round.
 */
import { lazy, type ComponentType } from "react";

export interface LazyScreen {
  (): React.JSX.Element;
  preload: () => Promise<void>;
}

export function lazyScreen(factory: () => Promise<{ default: ComponentType }>): LazyScreen {
  let Loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= factory().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        loading = null; // a failed chunk (offline, never visited) may be retried later
        throw error;
      },
    ));
  const Suspending = lazy(async () => {
    await preload();
    return { default: Loaded as ComponentType };
  });
  const Screen = () => (Loaded ? <Loaded /> : <Suspending />);
  Screen.preload = preload;
  return Screen;
}
