/**
 * The built-in Roper hunt in the app, put together by its rule (shared/rules/roper-hunt.ts) from
 * content/roper-hunt.json and its texts, which are a message catalog ("roper-hunt"): English's rides
 * with the screens that show the hunt, so it plays offline from the first visit; another language's
 * comes with that language's catalogs, which its pages load anyway, so only its pages carry it. The
 * build checks the files (scripts/vite/roper-hunt-check.ts).
 */
import { useEffect, useState } from "react";
import en from "#content/i18n/en/roper-hunt.json";
import content from "#content/roper-hunt.json";
import { LANGS, type Lang } from "#shared/rules/languages";
import { assembleRoperHunt, type RoperHunt, type RoperHuntContent, type RoperQuestion, type RoperTexts } from "#shared/rules/roper-hunt";
import { defineTexts, loadLanguage, textsIn, useTexts, type Messages } from "../../lib/i18n/texts";

type RoperMessages = Messages<typeof en>;
/** Each question's options by id, in every language loaded, in the same order. */
export type RoperVersions = Record<string, string[][]>;

const roperTexts = defineTexts("roper-hunt", en);
const CONTENT = content as RoperHuntContent;

/** A catalog's texts as written: no Roper text takes an argument. */
const written = (messages: RoperMessages): RoperTexts => Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, message()]));

const ENGLISH = written(roperTexts.en);
const built = new Map<RoperMessages, RoperHunt>();

function huntWith(messages: RoperMessages): RoperHunt {
  let hunt = built.get(messages);
  if (!hunt) built.set(messages, (hunt = assembleRoperHunt(CONTENT, written(messages), ENGLISH)));
  return hunt;
}

/** The Roper hunt in `lang`, or null while that language's catalogs are not loaded. */
export function roperHuntIn(lang: Lang): RoperHunt | null {
  const messages = textsIn(roperTexts, lang);
  return messages && huntWith(messages);
}

/** The Roper hunt in the page's language; drawn before that language's catalogs are in, the screen waits for them. */
export function useRoperHunt(): RoperHunt {
  return huntWith(useTexts(roperTexts));
}

/** What a question is answered from: none for a fill-in, the language's two words for a true-or-false. */
export function roperOptions(hunt: RoperHunt, q: RoperQuestion): readonly string[] {
  return q.kind === "fill-in" ? [] : q.kind === "true-false" ? hunt.trueFalse : q.options;
}

let versions: { languages: number; byQuestion: RoperVersions } | undefined;

function loadedVersions(): RoperVersions {
  const hunts = LANGS.flatMap((lang) => roperHuntIn(lang) ?? []);
  if (versions?.languages !== hunts.length) {
    const byQuestion = Object.fromEntries(hunts[0]!.questions.map((q) => [String(q.id), hunts.map((hunt) => [...roperOptions(hunt, hunt.questions.find((other) => other.id === q.id) ?? q)])]));
    versions = { languages: hunts.length, byQuestion };
  }
  return versions.byQuestion;
}

/**
 * Each question's options in every language whose texts are in: an answer given in one language
 * (switched mid-quiz) is shown and sent as the page's words it. An answer that no loaded language words,
 * given in another language before the app was last opened, loads the other languages' texts.
 */
export function useRoperVersions(answerSets: readonly Readonly<Record<string, string>>[]): RoperVersions {
  const [, redraw] = useState(0);
  const byQuestion = loadedVersions();
  const allLoaded = versions?.languages === LANGS.length;
  const unplaced = answerSets.some((answers) =>
    Object.entries(answers).some(([id, answer]) => {
      const options = byQuestion[id];
      return options !== undefined && options[0]!.length > 0 && !options.some((words) => words.includes(answer));
    }),
  );
  useEffect(() => {
    if (!unplaced || allLoaded) return;
    let live = true;
    void Promise.allSettled(LANGS.map(loadLanguage)).then(() => live && redraw((n) => n + 1));
    return () => {
      live = false;
    };
  }, [unplaced, allLoaded]);
  return byQuestion;
}
