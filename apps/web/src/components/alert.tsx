import type { ReactNode } from 'react';

export interface AlertProps {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
}

/**
 * A message box. Errors are announced at once (role="alert"), other messages politely
 * (role="status").
 */
export function Alert({ tone = 'error', children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={['alert', `alert--${tone}`, className ?? ''].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
