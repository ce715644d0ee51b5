/**
 * The "Ready for no signal" line for read-aloud: which of the phone's offline voices reads the hunts
 * (remembered on the device), with "Try it"; or, when the phone has no English voice that works with no
 * signal, that read-aloud is off and where an iPhone adds one.
 */
import { saveSpeechSettings } from "../../../lib/speech/speech-settings";
import { useReadingVoice } from "../../../lib/speech/use-reading-voice";
import { READING_LANG } from "../../../lib/speech/voices";
import { CheckItem } from "../components/check-item";

const SAMPLE_TEXT = "Hello, explorer! I will read the clues, the facts and the questions to you.";
export const NO_VOICE = "This phone has no English voice that works offline, so read-aloud is off.";

export function VoiceCheck() {
  const { checked, speaker, voices, voice } = useReadingVoice(READING_LANG);
  if (!checked) return <CheckItem ok={undefined} title="Read aloud" />;
  if (!speaker || !voice) {
    return (
      <CheckItem ok={false} title="Read aloud">
        <p>{NO_VOICE}</p>
        <p>On an iPhone, add one in Settings → Accessibility → Spoken Content → Voices, then open this page again.</p>
      </CheckItem>
    );
  }
  const tryIt = () => speaker.play([{ id: "voice-sample", lang: READING_LANG, parts: [{ text: SAMPLE_TEXT }] }]);
  return (
    <CheckItem ok title="Read aloud">
      <p>Hunts can read every clue, fact and question aloud with this phone's own voice, with no signal.</p>
      <div className="voice-choice">
        <label htmlFor="read-aloud-voice">Voice</label>
        <select
          id="read-aloud-voice"
          value={voice.voiceURI}
          onChange={(event) => {
            speaker.stop();
            void saveSpeechSettings({ voice: event.target.value });
          }}
        >
          {voices.map((v) => (
            <option key={v.voiceURI} value={v.voiceURI}>
              {v.name} ({v.lang})
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-small btn-secondary" onClick={tryIt}>
          Try it
        </button>
      </div>
    </CheckItem>
  );
}
