import { useEffect, type CSSProperties, type ReactNode } from 'react';
import classes from './live-shell.module.css';

type LiveShellProps = {
  children: ReactNode;
  label: string;
  className?: string;
  style?: CSSProperties;
  testId?: string;
  [data: `data-${string}`]: string | undefined;
};

/**
 * The full-viewport frame of a live screen (stage, remote): it covers the site's header and
 * footer and stops the page behind it from scrolling.
 */
export function LiveShell({ children, label, className, style, testId, ...data }: LiveShellProps) {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);
  return (
    <section
      className={className ? `${classes.shell} ${className}` : classes.shell}
      style={style}
      aria-label={label}
      data-testid={testId}
      {...data}
    >
      {children}
    </section>
  );
}
