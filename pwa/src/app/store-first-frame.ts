/**
 * Taking over a pre-rendered page: the server's answers are stored on the device through each read's
 * own refresh (served from the answers, not the network), so the device holds what the page shows and
 * the screen's reads find it there from the first frame on.
 */
import { primeAnswers } from "../lib/api-client";
import type { Answers } from "./first-frame";
import { prerenderedPage } from "./prerendered-pages";

export async function storeFirstFrame(pathname: string, answers: Answers): Promise<void> {
  primeAnswers(answers);
  try {
    await Promise.all((prerenderedPage(pathname)?.reads ?? []).map((read) => read.refresh().catch(() => false)));
  } finally {
    // An answer no refresh asked for is not kept for a later, fresher request.
    primeAnswers({});
  }
}
