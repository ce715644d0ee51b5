/**
 * The "Español" tab's groups: the hunt's own texts, each item's and each question's, every text beside
 * its English. A question's correct answer is chosen among its translated options and defaults to the
 * one in the English correct answer's place; sign words have no box, as families type what the sign says.
 */
import { HUNT_TEXT_FIELDS, type HuntTextField } from "#shared/rules/hunt-translation";
import type { Hunt, HuntItem, QuizQuestion } from "#shared/schemas/hunt";
import type { ItemTexts, QuestionTexts } from "#shared/schemas/hunt-translation";
import { chosenAnswer, type Draft } from "./translation-draft";
import { TranslationRow } from "./translation-row";

const HUNT_LABELS: Record<HuntTextField, string> = {
  title: "Title",
  description: "Description",
  location: "Location",
  estimated_time: "Estimated time",
  age_range: "Age range",
};

export function HuntTextsGroup({ hunt, draft, onChange }: { hunt: Hunt; draft: Draft; onChange: (field: HuntTextField, value: string) => void }) {
  return (
    <fieldset>
      <legend>Hunt</legend>
      {HUNT_TEXT_FIELDS.map((field) => (
        <TranslationRow
          key={field}
          id={`es-${field}`}
          label={HUNT_LABELS[field]}
          english={hunt[field]}
          value={draft[field]}
          onChange={(value) => onChange(field, value)}
          multiline={field === "description"}
        />
      ))}
    </fieldset>
  );
}

interface ItemProps {
  item: HuntItem;
  index: number;
  texts: ItemTexts;
  onChange: (texts: ItemTexts) => void;
}

export function ItemGroup({ item, index, texts, onChange }: ItemProps) {
  const id = `es-item-${item.id}`;
  const set = (field: keyof ItemTexts) => (value: string) => onChange({ ...texts, [field]: value });
  return (
    <fieldset>
      <legend>
        Item {index + 1}: <span lang="en">{item.name}</span>
      </legend>
      <TranslationRow id={`${id}-name`} label="Item name" english={item.name} value={texts.name} onChange={set("name")} />
      <TranslationRow id={`${id}-where`} label="Where to look" english={item.location_description} value={texts.location_description} onChange={set("location_description")} multiline />
      <TranslationRow id={`${id}-fact`} label="Fun fact" english={item.educational_fact} value={texts.educational_fact} onChange={set("educational_fact")} multiline />
      {item.photo_prompt && <TranslationRow id={`${id}-photo`} label="Photo prompt" english={item.photo_prompt} value={texts.photo_prompt} onChange={set("photo_prompt")} />}
      <TranslationRow
        id={`${id}-say`}
        label="Say it like"
        english={item.say_as ?? ""}
        value={texts.say_as}
        onChange={set("say_as")}
        hint="How a Spanish voice should say the Spanish name, where it gets it wrong; empty for the name itself."
      />
    </fieldset>
  );
}

interface QuestionProps {
  question: QuizQuestion;
  index: number;
  texts: QuestionTexts;
  onChange: (texts: QuestionTexts) => void;
}

export function QuestionGroup({ question, index, texts, onChange }: QuestionProps) {
  const id = `es-question-${question.id}`;
  const choices = texts.options.filter((option) => option.trim() !== "");
  // Until the translator picks one, the answer is the option where English has its correct answer.
  const chosen = chosenAnswer(question, texts);
  const setOption = (i: number) => (value: string) => onChange({ ...texts, options: texts.options.map((option, at) => (at === i ? value : option)) });
  return (
    <fieldset>
      <legend>Question {index + 1}</legend>
      <TranslationRow id={`${id}-text`} label="Question" english={question.question} value={texts.question} onChange={(value) => onChange({ ...texts, question: value })} />
      {question.options.map((english, i) => (
        <TranslationRow key={i} id={`${id}-option-${i}`} label={`Option ${i + 1}`} english={english} value={texts.options[i] ?? ""} onChange={setOption(i)} />
      ))}
      <div className="translation-row">
        <div className="translation-english">
          <span className="muted">Correct answer, English</span>
          <p lang="en">{question.correct_answer}</p>
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-answer`}>Correct answer, Español</label>
          <select id={`${id}-answer`} lang="es" value={chosen} disabled={choices.length === 0} onChange={(e) => onChange({ ...texts, correct_answer: e.target.value })}>
            {!choices.includes(chosen) && <option value={chosen}>{chosen || "Translate the options first"}</option>}
            {choices.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
