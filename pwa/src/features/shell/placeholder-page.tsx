/** A stand-in for a public screen that has not been built yet, so every route of the spec already resolves. */
import type { ComponentType } from "react";

export function placeholderPage(title: string): ComponentType {
  function PlaceholderPage() {
    return (
      <div className="container stack">
        <h1>{title}</h1>
        <p className="muted">This page is on its way.</p>
      </div>
    );
  }
  PlaceholderPage.displayName = `PlaceholderPage(${title})`;
  return PlaceholderPage;
}
