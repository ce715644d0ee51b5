/**
 * A button for something that is not available yet. It stays focusable and readable (aria-disabled
 * rather than disabled, full-contrast text) so everyone can find it and hear why it does nothing: its
 * name ends with "Coming soon".
 */
import type { ReactNode } from "react";
import { useTexts } from "../../lib/i18n/texts";
import { siteTexts } from "./site-texts";

interface Props {
  label: string;
  icon?: ReactNode;
}

export function ComingSoonButton({ label, icon }: Props) {
  const t = useTexts(siteTexts);
  return (
    <button type="button" className="btn site-soon-button" aria-disabled="true">
      {icon && <span aria-hidden="true">{icon}</span>}
      {label}{" "}
      <span className="site-soon-tag">{t.comingSoon()}</span>
    </button>
  );
}
