import type { ReactNode, Ref } from 'react';

export interface AlertProps {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
  /**
   * Set (see `useErrorFocus`) for a form's refusal: the box becomes focusable by script
   * (tabIndex -1) so focus can move to it when a submission fails.
   */
  focusRef?: Ref<HTMLDivElement>;
}

/**
 * A message box. Errors are announced at once (role="alert"), other messages politely
 * (role="status").
 */
export function Alert({ tone = 'error', children, className, focusRef }: AlertProps) {
  return (
    <div
      ref={focusRef}
      role={tone === 'error' ? 'alert' : 'status'}
      className={['alert', `alert--${tone}`, className ?? ''].filter(Boolean).join(' ')}
      tabIndex={focusRef ? -1 : undefined}
    >
      {children}
    </div>
  );
}
