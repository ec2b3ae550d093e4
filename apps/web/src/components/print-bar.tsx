import '../styles/print.css';
import { PrintBarView } from './print-bar-view';

export interface PrintBarProps {
  /**
   * Runs before the print dialog opens (e.g. records the office's print); printing follows
   * whether it succeeds or not.
   */
  onPrint?: () => Promise<unknown> | void;
  /** Shown under the bar, on screen only (the student's print pages: their frame's note). */
  note?: string | undefined;
  /** Until the sheet is there, there is nothing to print. */
  disabled?: boolean;
  /**
   * The sheet's request, where the page loads one: the bar waits (disabled) for its answer and is
   * not shown at all when the server said why there is nothing to print (issue 27 §9: "The form
   * can be printed only after the registration is completed" comes without a Print bar).
   */
  print?: { data: unknown; isError: boolean };
}

/**
 * The 'Click here to Print' bar of every print page (hidden on paper). Importing it brings the
 * print stylesheet: A4 pages, repeated table headers, no header or menu on paper.
 */
export function PrintBar({ onPrint, note, disabled = false, print }: PrintBarProps = {}) {
  if (print?.isError && print.data === undefined) return null;
  const printPage = async () => {
    try {
      await onPrint?.();
    } catch {
      // Recording is best effort: the paper must still print.
    }
    window.print();
  };
  const isWaiting = print !== undefined && print.data === undefined;
  return <PrintBarView note={note} disabled={disabled || isWaiting} onPrint={() => void printPage()} />;
}
