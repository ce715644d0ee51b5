/**
 * "Try it" beside an item's "Say it like": reads what a family's phone will say for the item's name (the
 * "Say it like" text, else the name) with this device's offline voice for English, the one chosen on
 * its Ready page, at the children's pace. Where no such voice exists, says so next to the button.
 */
import { useEffect, useState } from "react";
import { pageSpeaker } from "../../../lib/speech/speaker";
import { loadSpeechSettings, speechSettings } from "../../../lib/speech/speech-settings";
import { chooseVoice, loadVoices, READING_LANG } from "../../../lib/speech/voices";
import type { ActionField, WidgetProps } from "../form/field-types";

export const NOTHING_TO_SAY = "Type the item's name or how to say it first.";
export const NO_VOICE = "This browser has no English voice that works offline to try it with.";

export function TrySayAs({ field, id, scope }: WidgetProps<ActionField, undefined>) {
  const [problem, setProblem] = useState("");
  const text = String(scope.say_as ?? "").trim() || String(scope.name ?? "").trim();
  // The editor closing stops what it was saying.
  useEffect(() => () => pageSpeaker()?.stop(), []);

  const say = async () => {
    const speaker = pageSpeaker();
    if (!text) return setProblem(NOTHING_TO_SAY);
    await loadSpeechSettings();
    const voice = speaker && chooseVoice(await loadVoices(globalThis.speechSynthesis), READING_LANG, speechSettings.getState().voice);
    if (!speaker || !voice) return setProblem(NO_VOICE);
    setProblem("");
    speaker.use(voice);
    speaker.play([{ id: `try:${id}`, lang: READING_LANG, parts: [{ text }] }]);
  };

  return (
    <div className="form-field hunt-try-say">
      <button id={id} type="button" className="btn btn-secondary btn-small" onClick={() => void say()}>
        <span aria-hidden="true">🔊 </span>
        {field.label}
      </button>
      {problem && (
        <p className="form-field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
