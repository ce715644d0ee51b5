/**
 * The question before signing out with things still waiting ("3 photos are still waiting to upload.
 * Sign out anyway?"), as a modal dialog whose name is the question. "Stay signed in" is first, so a
 * quick Enter keeps everything as it was. Mounted by the shell; draws nothing until asked.
 */
import { useNavigate } from "../lib/i18n/links";
import { useTexts } from "../lib/i18n/texts";
import { useModalDialog } from "./use-modal-dialog";
import { useSignOutPrompt } from "../stores/sign-out-prompt";
import type { WaitingRows } from "../sync/sign-out-rows";
import { componentTexts } from "./component-texts";
import { signOutQuestion } from "./sign-out-question";
import { signOutHome } from "./use-sign-out";

const close = () => useSignOutPrompt.setState({ waiting: null });

function Question({ waiting }: { waiting: WaitingRows }) {
  const navigate = useNavigate();
  const dialog = useModalDialog(close);
  const t = useTexts(componentTexts);
  const signOut = () => {
    close();
    void signOutHome(navigate);
  };
  return (
    <dialog {...dialog} aria-labelledby="sign-out-question" aria-describedby="sign-out-note">
      <div className="card-body stack">
        <h2 id="sign-out-question">{signOutQuestion(waiting, t)}</h2>
        <p id="sign-out-note" className="muted">
          {t.signOutNote()}
        </p>
        <div className="row">
          <button type="button" className="btn" onClick={close}>
            {t.staySignedIn()}
          </button>
          <button type="button" className="btn btn-secondary" onClick={signOut}>
            {t.signOut()}
          </button>
        </div>
      </div>
    </dialog>
  );
}

export default function SignOutDialog() {
  const waiting = useSignOutPrompt((s) => s.waiting);
  return waiting ? <Question waiting={waiting} /> : null;
}
