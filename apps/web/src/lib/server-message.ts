/**
 * The text of a successful answer. Some endpoints answer the text itself, others an object
 * with `message` (and the changed record); either way the user sees the server's words, or
 * the spec's words when the answer carries none.
 */
export function messageOf(answer: unknown, fallback: string): string {
  if (typeof answer === 'string' && answer.trim()) return answer;
  if (typeof answer === 'object' && answer !== null && 'message' in answer) {
    const message = (answer as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
