export const WORDS_PER_MINUTE = 200;

/** Words are runs separated by spaces; HTML tags are not words a reader reads. */
export function countWords(text: string): number {
  return text
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

/** 'N min read' with N = words / 200 rounded up (at least 1, so an empty draft still reads sensibly). */
export function readTime(content: string): string {
  const minutes = Math.max(1, Math.ceil(countWords(content) / WORDS_PER_MINUTE));
  return `${minutes} min read`;
}
