/**
 * "End sessions" for the account behind an order: a family that lost a phone, or whose password someone
 * else knew, is signed out on every device. Asked twice (the family must sign in again everywhere); the
 * server checks the admin and ends the sessions.
 */
import { useState } from "react";
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import { api } from "../../../lib/api/api-client";
import { toast } from "../../../stores/toasts";

export function EndSessions({ userId }: { userId: number }) {
  const [asking, setAsking] = useState(false);
  const [ending, setEnding] = useState(false);

  const end = async () => {
    setEnding(true);
    const res = await api.delete<{ ended_sessions: number }>(`/admin/users/${userId}/sessions`);
    setEnding(false);
    setAsking(false);
    if (!res.success) {
      toast({ title: MESSAGES.errorTitle, description: res.status === 0 ? "The admin area needs a connection." : res.error, variant: "destructive" });
      return;
    }
    const ended = res.data.ended_sessions;
    toast({ title: "Sessions ended", description: `Account #${userId} is signed out on every device (${ended} ${ended === 1 ? "session" : "sessions"} ended).` });
  };

  if (!asking) {
    return (
      <button type="button" className="btn btn-secondary btn-small" onClick={() => setAsking(true)}>
        End sessions
      </button>
    );
  }
  return (
    <div className="stack" role="group" aria-label="End this account's sessions">
      <p>Sign account #{userId} out on every device? The family will need to sign in again.</p>
      <div className="row">
        <button type="button" className="btn btn-danger btn-small" onClick={() => void end()} disabled={ending}>
          {ending ? "Ending..." : "End sessions"}
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setAsking(false)} disabled={ending}>
          Cancel
        </button>
      </div>
    </div>
  );
}
