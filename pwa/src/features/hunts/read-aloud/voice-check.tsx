/**
 * The "Ready for no signal" line for read-aloud: which of the phone's offline voices reads the hunts in
 * the page's language (remembered on the device), with "Try it"; or, when the phone has no voice for it
 * that works with no signal, that read-aloud is off and where an iPhone adds one.
 */
import { saveSpeechSettings } from "../../../lib/speech/speech-settings";
import { useReadingVoice } from "../../../lib/speech/use-reading-voice";
import { LOCALES } from "#shared/rules/languages";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { CheckItem } from "../components/check-item";
import { huntsTexts } from "../hunts-texts";

export const NO_VOICE = huntsTexts.en.noVoice();

export function VoiceCheck() {
  const t = useTexts(huntsTexts);
  const readingLang = LOCALES[useLang()];
  const { checked, speaker, voices, voice } = useReadingVoice(readingLang);
  if (!checked) return <CheckItem ok={undefined} title={t.readAloud()} />;
  if (!speaker || !voice) {
    return (
      <CheckItem ok={false} title={t.readAloud()}>
        <p>{t.noVoice()}</p>
        <p>{t.noVoiceIphone()}</p>
      </CheckItem>
    );
  }
  const tryIt = () => speaker.play([{ id: "voice-sample", lang: readingLang, parts: [{ text: t.voiceSample() }] }]);
  return (
    <CheckItem ok title={t.readAloud()}>
      <p>{t.voiceOk()}</p>
      <div className="voice-choice">
        <label htmlFor="read-aloud-voice">{t.voice()}</label>
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
          {t.tryIt()}
        </button>
      </div>
    </CheckItem>
  );
}
