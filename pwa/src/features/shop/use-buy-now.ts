/**
 * Buy Now: choose a book, personalize it in the dialog, then the book's button shows 'Processing...'
 * while the order is created and the buyer leaves for the payment page a second later.
 */
import { useState } from "react";
import type { Book } from "#shared/schemas/book";
import { offlineCheckoutToast } from "../../components/checkout-texts";
import { useCheckout } from "../../components/use-checkout";
import type { Personalization } from "./buy-now-dialog";

export function useBuyNow() {
  const { processing, start } = useCheckout();
  const [choosing, setChoosing] = useState<Book | null>(null);
  const [buyingId, setBuyingId] = useState<number | null>(null);

  const confirm = async ({ childName, specialOccasion }: Personalization) => {
    const book = choosing;
    if (!book) return;
    setChoosing(null);
    setBuyingId(book.id);
    const result = await start({ bookId: book.id, childName, specialOccasion });
    if (result === "offline") offlineCheckoutToast();
  };

  return {
    choosing,
    busy: processing,
    processingId: processing ? buyingId : null,
    choose: setChoosing,
    cancel: () => setChoosing(null),
    confirm: (details: Personalization) => void confirm(details),
  };
}
