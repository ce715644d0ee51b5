/**
 * Which of the device's voices read a text: only voices that work with no signal (`localService`), for
 * the text's language, the family's own choice first, then the language's usual region (en-US for
 * English), then the device's default voice. Browsers list voices late (Chrome fills the list after the
 * first `voiceschanged`), so the list is read again whenever it changes.
 */

/** The fields of a `SpeechSynthesisVoice` the choice reads. */
export type Voice = Pick<SpeechSynthesisVoice, "voiceURI" | "name" | "lang" | "localService" | "default">;

/** The region a language is read in when the text names none. */
const USUAL_REGION: Readonly<Record<string, string>> = { en: "en-US", es: "es-US" };
/** How long to wait for a browser that lists its voices late; a list that comes later still counts. */
export const VOICES_WAIT_MS = 2_000;

/** "en_US" (Android's way) and "EN-us" both as "en-US". */
export function languageTag(lang: string): string {
  const [language = "", region] = lang.replace(/_/g, "-").split("-");
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

const languageOf = (lang: string) => languageTag(lang).split("-")[0]!;

/** The voices that read `lang` with no signal, best first: the usual region, then the device's default, then by name. */
export function localVoicesFor<V extends Voice>(voices: readonly V[], lang: string): V[] {
  const wanted = languageTag(lang);
  const region = wanted.includes("-") ? wanted : (USUAL_REGION[wanted] ?? wanted);
  const rank = (voice: V) => (languageTag(voice.lang) === region ? 0 : 2) + (voice.default ? 0 : 1);
  return voices
    .filter((voice) => voice.localService && languageOf(voice.lang) === languageOf(wanted))
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** The voice to read `lang` with: the one chosen on this device while it is still there, else the best. */
export function chooseVoice<V extends Voice>(voices: readonly V[], lang: string, chosen?: string): V | undefined {
  const local = localVoicesFor(voices, lang);
  return local.find((voice) => voice.voiceURI === chosen) ?? local[0];
}

/** The device's voices, waiting up to `waitMs` for a browser that lists them only after `voiceschanged`. */
export function loadVoices(synth: SpeechSynthesis, waitMs = VOICES_WAIT_MS): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener?.("voiceschanged", done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, waitMs);
    synth.addEventListener?.("voiceschanged", done);
  });
}

/** The language read-aloud reads in where nothing says otherwise (a hunt says its own: Spanish texts, a Spanish voice). */
export const READING_LANG = "en-US";
