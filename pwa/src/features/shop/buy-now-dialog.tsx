/**
 * Buy Now's personalization step: an optional child's name and special occasion for the book, then
 * Continue (start the payment) or Cancel. A native <dialog>, so focus stays inside while it is open.
 */
import { useTexts } from "../../lib/i18n/texts";
import { useLang } from "../../lib/i18n/use-lang";
import { useTextLang } from "../../lib/i18n/use-text-lang";
import { shopTexts } from "./shop-texts";
import { useState, type FormEvent } from "react";
import { formatMoney } from "#shared/rules/money";
import type { Book } from "#shared/schemas/book";
import { useModalDialog } from "../../components/use-modal-dialog";

export interface Personalization {
  childName: string;
  specialOccasion: string;
}

interface Props {
  book: Book | null;
  onCancel: () => void;
  onContinue: (details: Personalization) => void;
}

/** The order schema's limit for each personalization field. */
const MAX_FIELD = 120;
const EMPTY: Personalization = { childName: "", specialOccasion: "" };

export function BuyNowDialog({ book, onCancel, onContinue }: Props) {
  return book ? <Personalize key={book.id} book={book} onCancel={onCancel} onContinue={onContinue} /> : null;
}

/** Mounted while a book is chosen, so each opening starts with empty fields. */
function Personalize({ book, onCancel, onContinue }: Props & { book: Book }) {
  const [details, setDetails] = useState(EMPTY);
  const dialog = useModalDialog(onCancel);

  const t = useTexts(shopTexts);
  const lang = useLang();
  const bookLang = useTextLang("en");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue(details);
  };
  const field = (key: keyof Personalization) => ({
    value: details[key],
    maxLength: MAX_FIELD,
    onChange: (e: { target: { value: string } }) => setDetails((current) => ({ ...current, [key]: e.target.value })),
  });

  return (
    <dialog ref={dialog.ref} className="buy-dialog" aria-labelledby="buy-dialog-title" onCancel={dialog.onCancel} onKeyDown={dialog.onKeyDown}>
      <form className="card-body stack" onSubmit={submit}>
        <h2 id="buy-dialog-title">{t.personalize()}</h2>
        <p>
          <strong lang={bookLang}>{book.title}</strong> · {formatMoney(book.price, lang)}
        </p>
        <p className="muted">{t.personalizeText()}</p>
        <div>
          <label htmlFor="buy-child-name">{t.childName()}</label>
          <input id="buy-child-name" autoComplete="off" {...field("childName")} />
        </div>
        <div>
          <label htmlFor="buy-occasion">{t.occasion()}</label>
          <input id="buy-occasion" placeholder={t.occasionHint()} {...field("specialOccasion")} />
        </div>
        <div className="row">
          <button type="submit" className="btn btn-accent">
            {t.continue()}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t.cancel()}
          </button>
        </div>
      </form>
    </dialog>
  );
}
