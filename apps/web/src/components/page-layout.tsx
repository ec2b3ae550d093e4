import { useId, type ReactNode } from 'react';

export interface PageLayoutProps {
  /** The screen's level-1 heading; it names the page's region. */
  title: string;
  intro?: ReactNode;
  /** 'narrow' for forms of a few fields, 'medium' for long forms, 'wide' for tables. */
  width?: 'narrow' | 'medium' | 'wide';
  /** Buttons beside the title (they wrap under it on phones). */
  actions?: ReactNode;
  /** The row above a list: its search, filters and main button. */
  toolbar?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Centres the card's text (short notices: not found, not available). */
  centered?: boolean;
  /** A fixed id for the heading (pages rendered before their script runs); otherwise generated. */
  titleId?: string;
}

/** The frame of a screen: a card with the screen's level-1 heading, an optional toolbar and footer. */
export function PageLayout({
  title,
  intro,
  width = 'narrow',
  actions,
  toolbar,
  children,
  footer,
  centered = false,
  titleId,
}: PageLayoutProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const heading = (
    <h1 id={headingId} className="card__title">
      {title}
    </h1>
  );
  return (
    <div className={`container page page--${width}`}>
      <section className={centered ? 'card card--centered' : 'card'} aria-labelledby={headingId}>
        {actions ? (
          <div className="page-head">
            {heading}
            <div className="page-head__actions">{actions}</div>
          </div>
        ) : (
          heading
        )}
        {intro ? <p className="card__intro">{intro}</p> : null}
        {toolbar ? <div className="list-toolbar">{toolbar}</div> : null}
        {children}
        {footer ? <div className="card__footer">{footer}</div> : null}
      </section>
    </div>
  );
}
