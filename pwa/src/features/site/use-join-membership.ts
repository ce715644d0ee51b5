/**
 * The membership join button: sign-up is not open yet, so after a short pause (as if it had tried) it
 * tells the family so with an alert.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { textsNow } from "../../lib/i18n/texts";
import { siteTexts } from "./site-texts";

export const JOIN_ALERT_DELAY_MS = 1000;

export function useJoinMembership() {
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const join = useCallback(() => {
    if (timer.current) return;
    setPending(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setPending(false);
      window.alert(textsNow(siteTexts).membershipSoon());
    }, JOIN_ALERT_DELAY_MS);
  }, []);

  return { join, pending };
}
