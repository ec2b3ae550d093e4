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
}

/**
 * The 'Click here to Print' bar of every print page (hidden on paper). Importing it brings the
 * print stylesheet: A4 pages, repeated table headers, no header or menu on paper.
 */
export function PrintBar({ onPrint, note, disabled = false }: PrintBarProps = {}) {
  const print = async () => {
    try {
      await onPrint?.();
    } catch {
      // Recording is best effort: the paper must still print.
    }
    window.print();
  };
  return <PrintBarView note={note} disabled={disabled} onPrint={() => void print()} />;
}
