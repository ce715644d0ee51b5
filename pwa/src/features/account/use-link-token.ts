/**
 * The token of a mailed link (`?token=…`). It is moved out of the address at once, into the page's
 * history entry, so it stays off the page-view record and the address bar while a reload still finds it.
 */
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { useNavigate } from "../../lib/i18n/links";
import { TOKEN_PARAM } from "#shared/rules/account-mail";

export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = new URLSearchParams(location.search).get(TOKEN_PARAM);
  const fromState = (location.state as { token?: unknown } | null)?.token;
  const token = fromAddress ?? (typeof fromState === "string" ? fromState : null);
  useEffect(() => {
    if (fromAddress !== null) navigate(location.pathname, { replace: true, state: { token: fromAddress } });
  }, [fromAddress, location.pathname, navigate]);
  return token;
}
