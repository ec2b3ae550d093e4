import '../styles/print.css';

/**
 * The 'Click here to Print' bar of every print page (hidden on paper). Importing it brings the
 * print stylesheet: A4 pages, repeated table headers, no header or menu on paper.
 */
export function PrintBar() {
  return (
    <div className="print-bar">
      <button type="button" className="print-bar__button" onClick={() => window.print()}>
        Click here to Print
      </button>
    </div>
  );
}
