/**
 * Around the routed screen: a spinner while the screen's code loads (instant from the service worker),
 * and RouteError if it fails — usually a screen never opened before, while offline. The boundary resets
 * when the path changes, so navigating away from a failed screen works.
 */
import { Component, Suspense, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { FirstScreenCommitted } from "../../lib/start-up/first-screen-commit";
import { RouteError } from "./route-error";
import { useTexts } from "../../lib/i18n/texts";
import { shellTexts } from "./shell-texts";

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <>
        <RouteError error={this.state.error} />
        <FirstScreenCommitted />
      </>
    );
  }
}

export function ScreenLoading() {
  const t = useTexts(shellTexts);
  return (
    <div className="center-screen" role="status">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t.loading()}</span>
    </div>
  );
}

export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary key={pathname}>
      <Suspense fallback={<ScreenLoading />}>
        {children}
        <FirstScreenCommitted />
      </Suspense>
    </Boundary>
  );
}
