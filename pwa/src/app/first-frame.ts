/**
 * A pre-rendered page's first frame, as the app and its screens reach it. The answers live in
 * lib/first-frame.ts, below the app, so lib's own reads (cached-read.ts) can draw from them too.
 */
export { setFirstFrame, useFirstFrame, type Answers } from "../lib/first-frame";
