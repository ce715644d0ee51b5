/**
 * The "Español" tab's draft: a hunt's version in one language as the form holds it (every item and
 * question of the English hunt, each option beside its English one), what it sends to the server, and
 * how a gap reads in the list of what is missing. A saved version's texts are filled in; anything not
 * translated yet is empty.
 */
import { answerInPlace, type TranslationGap } from "#shared/rules/hunt-translation";
import type { TranslatedLang } from "#shared/rules/languages";
import type { Hunt, QuizQuestion } from "#shared/schemas/hunt";
import type { HuntTranslationInput, HuntVersion, ItemTexts, QuestionTexts } from "#shared/schemas/hunt-translation";

export type Draft = HuntVersion;

const NO_ITEM_TEXTS: ItemTexts = { name: "", location_description: "", educational_fact: "", photo_prompt: "", say_as: "" };

export function draftOf(hunt: Hunt, lang: TranslatedLang): Draft {
  const saved = hunt.translations?.[lang];
  return {
    title: saved?.title ?? "",
    description: saved?.description ?? "",
    location: saved?.location ?? "",
    estimated_time: saved?.estimated_time ?? "",
    age_range: saved?.age_range ?? "",
    items: Object.fromEntries(hunt.items.map((item) => [String(item.id), { ...NO_ITEM_TEXTS, ...saved?.items[String(item.id)] }])),
    quiz_questions: Object.fromEntries(
      (hunt.quiz_questions ?? []).map((q) => {
        const texts = saved?.quiz_questions[String(q.id)];
        const options = q.options.map((_, i) => texts?.options[i] ?? "");
        return [String(q.id), { question: texts?.question ?? "", options, correct_answer: texts?.correct_answer ?? "" }];
      }),
    ),
  };
}

/** A question's correct answer: the translated option the admin chose, else the one in the English correct answer's place. */
export function chosenAnswer(question: Pick<QuizQuestion, "options" | "correct_answer">, texts: QuestionTexts): string {
  const { options, correct_answer } = texts;
  return correct_answer.trim() !== "" && options.includes(correct_answer) ? correct_answer : answerInPlace(question, options);
}

/** The version the draft saves as: each question with its chosen answer (what the live list of gaps checks). */
export function draftVersion(hunt: Hunt, draft: Draft): Draft {
  const questions = (hunt.quiz_questions ?? []).map((q) => {
    const texts = draft.quiz_questions[String(q.id)]!;
    return [String(q.id), { ...texts, correct_answer: chosenAnswer(q, texts) }] as const;
  });
  return { ...draft, quiz_questions: Object.fromEntries(questions) };
}

/**
 * What `PUT /api/hunts/{id}/translations/{lang}` takes. A question whose options are all still empty
 * sends none; otherwise its correct answer is the option the admin chose, or the one in the English
 * correct answer's place.
 */
export function translationInput(hunt: Hunt, draft: Draft): HuntTranslationInput {
  const { title, description, location, estimated_time, age_range } = draft;
  return {
    title,
    description,
    location,
    estimated_time,
    age_range,
    items: hunt.items.map((item) => ({ id: item.id, ...draft.items[String(item.id)]! })),
    quiz_questions: (hunt.quiz_questions ?? []).map((q) => {
      const texts = draft.quiz_questions[String(q.id)]!;
      const options = texts.options.some((option) => option.trim() !== "") ? texts.options : [];
      const correct = options.length === 0 ? "" : chosenAnswer(q, texts);
      return { id: q.id, question: texts.question, options, ...(correct.trim() !== "" && { correct_answer: correct }) };
    }),
  };
}

const FIELD_NAMES: Record<TranslationGap["field"], string> = {
  title: "title",
  description: "description",
  location: "location",
  estimated_time: "estimated time",
  age_range: "age range",
  name: "item name",
  location_description: "where to look",
  educational_fact: "fun fact",
  photo_prompt: "photo prompt",
  question: "question",
  options: "options",
  correct_answer: "correct answer",
};

/** "Item 2 (Condor): fun fact", "Question 1: options", "Hunt: title". */
export function gapText(gap: TranslationGap, hunt: Hunt): string {
  const field = FIELD_NAMES[gap.field];
  if (gap.part === "hunt") return `Hunt: ${field}`;
  if (gap.part === "item") return `Item ${gap.index + 1} (${hunt.items[gap.index]?.name ?? gap.id}): ${field}`;
  return `Question ${gap.index + 1}: ${field}`;
}
