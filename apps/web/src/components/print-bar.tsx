import '../styles/print.css';

export interface PrintBarProps {
  /**
   * Runs before the print dialog opens (e.g. records the office's print); printing follows
   * whether it succeeds or not.
   */
  onPrint?: () => Promise<unknown> | void;
}

/**
 * The 'Click here to Print' bar of every print page (hidden on paper). Importing it brings the
 * print stylesheet: A4 pages, repeated table headers, no header or menu on paper.
 */
export function PrintBar({ onPrint }: PrintBarProps = {}) {
  const print = async () => {
    try {
      await onPrint?.();
    } catch {
      // Recording is best effort: the paper must still print.
    }
    window.print();
  };
  return (
    <div className="print-bar">
      <button type="button" className="print-bar__button" onClick={() => void print()}>
        Click here to Print
      </button>
    </div>
  );
}
