import classes from './stage.module.css';

type NextAndProgressProps = {
  /** "Next: …" or "Last sequence" (or step), already translated. */
  next: string;
  /** The progress bar's accessible name. */
  label: string;
  remainingMs: number;
  targetMs: number;
};

/**
 * The stage's foot: what comes next and a bar of the time spent, shared by the plenary stage
 * and a breakout room's so both read alike from the back of a room.
 */
export function NextAndProgress({ next, label, remainingMs, targetMs }: NextAndProgressProps) {
  const spent = targetMs > 0 ? 1 - remainingMs / targetMs : 1;
  const percent = Math.round(Math.min(1, Math.max(0, spent)) * 100);
  return (
    <>
      <div className={classes.next} data-testid="stage-next">
        {next}
      </div>
      <div
        className={classes.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={classes.barFill} style={{ width: `${percent}%` }} />
      </div>
    </>
  );
}
