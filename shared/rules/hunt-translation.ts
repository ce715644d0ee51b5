// @chunk hunt
/**
 * When a hunt's version in another language is complete, and the hunt as it reads in a language. A
 * text is needed in the other language wherever the English one has something: every non-empty hunt
 * text, item name, place to look, fact and photo prompt; every question, each of its options, and its
 * correct answer among the translated options ("Say it like" is how speech says a name, never needed).
 * A hunt is offered in a language only when its version there is complete; until then it is played in
 * English.
 */
import type { HuntTexts, HuntVersion, ItemTexts } from "../schemas/hunt-translation";
import { DEFAULT_LANG, type Lang, type TranslatedLang } from "./languages";

export const HUNT_TEXT_FIELDS = ["title", "description", "location", "estimated_time", "age_range"] as const;
export const ITEM_TEXT_FIELDS = ["name", "location_description", "educational_fact", "photo_prompt", "say_as"] as const;
/** The item texts a complete version must have wherever English has them. */
const NEEDED_ITEM_FIELDS = ["name", "location_description", "educational_fact", "photo_prompt"] as const;

export type HuntTextField = (typeof HUNT_TEXT_FIELDS)[number];
export type ItemTextField = (typeof ITEM_TEXT_FIELDS)[number];
export type QuestionTextField = "question" | "options" | "correct_answer";

/** A hunt's English texts, as every read carries them. */
export interface EnglishHunt {
  title: string;
  description: string;
  location: string;
  estimated_time: string;
  age_range: string;
  items: readonly ({ id: number; name: string; location_description: string; educational_fact: string } & Partial<Pick<ItemTexts, "photo_prompt" | "say_as">>)[];
  quiz_questions?: readonly { id: number; question: string; options: readonly string[]; correct_answer: string }[];
}

/** A text the other language still needs; `index` counts from 0 in the hunt's order. */
export type TranslationGap =
  | { part: "hunt"; field: HuntTextField }
  | { part: "item"; index: number; id: number; field: (typeof NEEDED_ITEM_FIELDS)[number] }
  | { part: "question"; index: number; id: number; field: QuestionTextField };

const filled = (text: string | undefined) => (text ?? "").trim() !== "";

/** What `version` lacks for the hunt to be played in its language, in the hunt's order. */
export function translationGaps(hunt: EnglishHunt, version: HuntVersion | undefined): TranslationGap[] {
  const gaps: TranslationGap[] = [];
  for (const field of HUNT_TEXT_FIELDS) if (filled(hunt[field]) && !filled(version?.[field])) gaps.push({ part: "hunt", field });
  hunt.items.forEach((item, index) => {
    const texts = version?.items[String(item.id)];
    for (const field of NEEDED_ITEM_FIELDS) {
      if (filled(item[field]) && !filled(texts?.[field])) gaps.push({ part: "item", index, id: item.id, field });
    }
  });
  (hunt.quiz_questions ?? []).forEach((question, index) => {
    const texts = version?.quiz_questions[String(question.id)];
    const at = { part: "question" as const, index, id: question.id };
    if (!filled(texts?.question)) gaps.push({ ...at, field: "question" });
    if (!texts || texts.options.length !== question.options.length || !texts.options.every(filled)) gaps.push({ ...at, field: "options" });
    else if (!texts.options.includes(texts.correct_answer)) gaps.push({ ...at, field: "correct_answer" });
  });
  return gaps;
}

export function isCompleteVersion(hunt: EnglishHunt, version: HuntVersion | undefined): boolean {
  return version !== undefined && translationGaps(hunt, version).length === 0;
}

/** The correct answer of a translated question: the option in the English correct answer's place. */
export function answerInPlace(english: { options: readonly string[]; correct_answer: string }, options: readonly string[]): string {
  return options[english.options.indexOf(english.correct_answer)] ?? "";
}

/**
 * What a hunt read carries to say which languages it can be played in, and its versions in them (whole
 * in a hunt's read; a list's and an outline's carry less of each).
 */
export interface Translated<Version = Partial<HuntVersion>> {
  languages?: readonly Lang[];
  translations?: Partial<Record<TranslatedLang, Version>>;
}

/** The language a hunt is played in on a page in `lang`: that one when its version is complete, else English. */
export function playedLang(hunt: Translated<unknown>, lang: Lang): Lang {
  return lang !== DEFAULT_LANG && hunt.languages?.includes(lang) && hunt.translations?.[lang as TranslatedLang] ? lang : DEFAULT_LANG;
}

/** A text as its version words it, or the English one where the version has none. */
export const translatedOr = (translated: string | undefined, english: string) => (filled(translated) ? translated! : english);

/**
 * Each question's options in every version of the hunt (English first), by question id: a choice made
 * in one language is the option in the same place in another, so switching language in the middle of
 * the quiz keeps the answers given.
 */
export function optionVersions(hunt: EnglishHunt & Translated): Record<string, string[][]> {
  const versions = Object.values(hunt.translations ?? {});
  return Object.fromEntries(
    (hunt.quiz_questions ?? []).map((q) => [String(q.id), [[...q.options], ...versions.flatMap((v) => (v.quiz_questions?.[String(q.id)] ? [v.quiz_questions[String(q.id)]!.options] : []))]]),
  );
}

/** `answers` as the version whose questions are `questions` words them: a choice given in another version becomes the option in its place. */
export function answersIn(
  answers: Readonly<Record<string, string>>,
  questions: readonly { id: number; options: readonly string[] }[],
  versions: Readonly<Record<string, readonly (readonly string[])[]>>,
): Record<string, string> {
  const moved: Record<string, string> = { ...answers };
  for (const q of questions) {
    const answer = answers[String(q.id)];
    if (answer === undefined || q.options.includes(answer)) continue;
    for (const options of versions[String(q.id)] ?? []) {
      const at = options.indexOf(answer);
      if (at >= 0 && q.options[at] !== undefined) {
        moved[String(q.id)] = q.options[at]!;
        break;
      }
    }
  }
  return moved;
}

type HuntTextsOf = Pick<EnglishHunt, HuntTextField>;

/** A hunt's own texts (a list's card) as they read in `lang`, where it is offered in `lang`. */
export function huntTextsInLang<H extends HuntTextsOf & Translated<Partial<HuntTexts>>>(hunt: H, lang: Lang): H {
  const played = playedLang(hunt, lang);
  const version = played === DEFAULT_LANG ? undefined : hunt.translations?.[played as TranslatedLang];
  if (!version) return hunt;
  return { ...hunt, ...Object.fromEntries(HUNT_TEXT_FIELDS.map((field) => [field, translatedOr(version[field], hunt[field])])) };
}

/**
 * `hunt` as it reads in `lang` (its English where the hunt is not offered in `lang`), with ids, points,
 * places and sign words unchanged, so progress, finds and answers mean the same in either language.
 */
export function huntInLang<H extends EnglishHunt & Translated>(hunt: H, lang: Lang): H {
  const played = playedLang(hunt, lang);
  const version = played === DEFAULT_LANG ? undefined : hunt.translations?.[played as TranslatedLang];
  if (!version) return hunt;
  return {
    ...huntTextsInLang(hunt, lang),
    items: hunt.items.map((item) => {
      const t = version.items?.[String(item.id)];
      if (!t) return item;
      return {
        ...item,
        name: translatedOr(t.name, item.name),
        location_description: translatedOr(t.location_description, item.location_description),
        educational_fact: translatedOr(t.educational_fact, item.educational_fact),
        ...(item.photo_prompt !== undefined && { photo_prompt: translatedOr(t.photo_prompt, item.photo_prompt) }),
        // How speech says a name belongs to the language the name is in: an English hint would misread a Spanish name.
        ...(item.say_as !== undefined && { say_as: t.say_as ?? "" }),
      };
    }),
    ...(hunt.quiz_questions && {
      quiz_questions: hunt.quiz_questions.map((question) => {
        const t = version.quiz_questions?.[String(question.id)];
        return t ? { ...question, question: translatedOr(t.question, question.question), options: t.options, correct_answer: t.correct_answer } : question;
      }),
    }),
  };
}
