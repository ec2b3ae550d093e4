/**
 * An office's comment on a decision, as the student and staff read it inside a sentence (the
 * form's status line, the staff line, the SMS). Staff often end a comment with a full stop and
 * often do not; the texts around it must read right either way (issue 27 §6: never "702.. Make").
 */

/** Ends in a sentence's own closing mark, possibly followed by a closing quote or bracket. */
const SENTENCE_END = /[.!?…]["'’”)\]]?$/;

/** The comment as one sentence: trimmed, ending with exactly the mark staff gave it or one full stop. */
export function asSentence(comment: string): string {
  const text = comment.trim();
  return SENTENCE_END.test(text) ? text : `${text}.`;
}
