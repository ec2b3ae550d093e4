import { useId, type ReactNode } from 'react';

export interface PageCardProps {
  title: string;
  intro?: ReactNode;
  /** 'narrow' for forms of a few fields, 'medium' for long forms, 'wide' for tables. */
  width?: 'narrow' | 'medium' | 'wide';
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of a screen: a card with the screen's level-1 heading. */
export function PageCard({ title, intro, width = 'narrow', children, footer }: PageCardProps) {
  const titleId = useId();
  return (
    <div className={`container page page--${width}`}>
      <section className="card" aria-labelledby={titleId}>
        <h1 id={titleId} className="card__title">
          {title}
        </h1>
        {intro ? <p className="card__intro">{intro}</p> : null}
        {children}
        {footer ? <div className="card__footer">{footer}</div> : null}
      </section>
    </div>
  );
}
