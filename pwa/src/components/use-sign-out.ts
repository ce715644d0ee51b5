// @chunk core
/**
 * The one sign-out, wherever it is offered (header, mobile menu, profile): when the account has
 * photos, hunt results or purchases still waiting to reach the server, it asks first (the question is
 * drawn by sign-out-dialog.tsx); otherwise it signs out at once. Either way it returns home.
 */
import type { NavigateFunction } from "react-router-dom";
import { useNavigate } from "../lib/i18n/links";
import { useAuth } from "../stores/auth";
import { useSignOutPrompt } from "../stores/sign-out-prompt";

/**
 * Leave first, then forget the session: signing out on a page behind a sign-in (the profile, the admin
 * area) would otherwise let its guard send the family to the sign-in page instead of home. The way home
 * is drawn at once (flushSync), not as a transition the signed-out page could still draw over.
 */
export async function signOutHome(navigate: NavigateFunction): Promise<void> {
  await navigate("/", { flushSync: true });
  await useAuth.getState().signOut();
}

/** What of the account is still on its way to the server, or null when nothing is. */
async function waitingNow() {
  const token = useAuth.getState().token;
  if (!token) return null;
  // Counted from the device's outbox, loaded with the tap rather than with every page.
  const { anythingWaiting, waitingRows } = await import("../sync/sign-out-rows");
  const waiting = await waitingRows(token);
  return anythingWaiting(waiting) ? waiting : null;
}

export function useSignOut(): () => void {
  const navigate = useNavigate();
  return () => {
    void waitingNow()
      // Had the count failed, nothing would be lost by going on: what waits keeps its own sign-in.
      .catch(() => null)
      .then((waiting) => (waiting ? useSignOutPrompt.setState({ waiting }) : signOutHome(navigate)));
  };
}
