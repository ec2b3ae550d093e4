export interface PrintBarViewProps {
  /** A note for the reader under the bar (on screen only), e.g. what to do with the paper. */
  note?: string | undefined;
  /** Until the sheet is there, there is nothing to print. */
  disabled?: boolean | undefined;
  onPrint?: (() => void) | undefined;
}

/**
 * The markup of the 'Click here to Print' bar and its note, without the print stylesheet: the
 * page's frame shows it before the page's code arrives (app/layouts/root-layout.tsx). Its screen
 * styles are global (styles/components.css); on paper, styles/print.css hides it.
 */
export function PrintBarView({ note, disabled = false, onPrint }: PrintBarViewProps) {
  return (
    <>
      <div className="print-bar">
        <button type="button" className="print-bar__button" disabled={disabled} onClick={onPrint}>
          Click here to Print
        </button>
      </div>
      {note ? <p className="print-note">{note}</p> : null}
    </>
  );
}
