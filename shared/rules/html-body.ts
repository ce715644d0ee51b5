/**
 * The rule for a post's body: it is HTML when the text contains both angle brackets, and otherwise
 * plain text with its own line rules (## heading, **bold**, - item). The app renders by it and the server
 * sanitizes by it, so the two can never disagree about which bodies are markup.
 */
export function isHtmlBody(content: string): boolean {
  return content.includes("<") && content.includes(">");
}
