import { useEffect, type ReactNode } from 'react';

/**
 * The sandbox gateway's own frame (checkout, bank transfer): deliberately unlike the portal (own
 * header, grey-blue colours) so nobody mistakes it for a real payment.
 */
export function SandboxFrame({
  title,
  heading,
  footnote,
  children,
}: {
  title: string;
  heading: string;
  footnote?: string;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} (no real money)`;
  }, [title]);
  return (
    <div className="sandbox">
      <header className="sandbox__banner">
        <p className="sandbox__brand">{title} — no real money</p>
      </header>
      <main id="main" className="sandbox__main" tabIndex={-1}>
        <section className="sandbox__card" aria-labelledby="sandbox-title">
          <h1 id="sandbox-title" className="sandbox__title">
            {heading}
          </h1>
          {children}
        </section>
        {footnote ? <p className="sandbox__footnote">{footnote}</p> : null}
      </main>
    </div>
  );
}
