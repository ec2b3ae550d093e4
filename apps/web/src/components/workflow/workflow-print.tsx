import type { ReactNode } from 'react';
import { PrintBar } from '../print-bar';
import { QueryStatus } from '../query-status';

/**
 * The head every printed workflow form shares (registration, add/drop, hostel proof): the
 * seminary's logo and name, the form's title and line, and the server-drawn QR code. One
 * copy so the three sheets cannot drift apart.
 */
export function WorkflowPrintHead({
  title,
  line,
  formNumber,
  qrSvg,
}: {
  title: ReactNode;
  line: ReactNode;
  // Printed as the server sent it (a completed form always has one).
  formNumber: string | null;
  qrSvg: string;
}) {
  return (
    <header className="print-sheet__head">
      <img src="/logo.svg" alt="" width="56" height="56" />
      <div>
        <p className="print-sheet__institution">ECWA Theological Seminary, Jos (JETS)</p>
        <h1 className="print-sheet__title">{title}</h1>
        <p>{line}</p>
      </div>
      <img
        className="print-sheet__qr"
        src={qrSvg}
        alt={`QR code to verify form ${formNumber}`}
        width="104"
        height="104"
      />
    </header>
  );
}

/** The sheet's foot: what the form has signed on it (children) and how to check it is genuine. */
export function WorkflowPrintFoot({
  verificationUrl,
  what,
  children,
}: {
  verificationUrl: string;
  /** 'form' or 'proof', as the sentence names the paper. */
  what: string;
  children: ReactNode;
}) {
  return (
    <footer className="print-sheet__foot">
      {children}
      <p className="print-sheet__verify">
        Scan the QR code or open {verificationUrl} to check that this {what} is genuine.
      </p>
    </footer>
  );
}

/** The print page of a loaded form: the bar, the query's state, and the sheet once it is here. */
export function WorkflowPrintView<T>({
  print,
  sheet,
  onPrint,
  note,
}: {
  print: { data: T | undefined; isPending: boolean; isError: boolean; error: unknown };
  sheet: (data: T) => ReactNode;
  onPrint?: (() => Promise<unknown>) | undefined;
  /** The student's page: its frame's note under the bar (config/paths.ts). */
  note?: string | undefined;
}) {
  return (
    <div className="print-page">
      <PrintBar onPrint={onPrint} note={note} print={print} />
      <div className="container">
        <QueryStatus query={print} />
      </div>
      {print.data ? sheet(print.data) : null}
    </div>
  );
}
