import { Kbd } from '@mantine/core';
import classes from './key-combo.module.css';

/** A key combination as it reads on a keyboard: each key in its own cap, joined by "+". */
export function KeyCombo({ keys }: { keys: readonly string[] }) {
  return (
    <span className={classes.combo}>
      {keys.map((key, index) => (
        <span key={key}>
          {index > 0 && ' + '}
          <Kbd>{key}</Kbd>
        </span>
      ))}
    </span>
  );
}
