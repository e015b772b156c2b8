import { Kbd } from '@mantine/core';

/** A key combination as it reads on a keyboard: each key in its own cap, joined by "+". */
export function KeyCombo({ keys }: { keys: readonly string[] }) {
  return (
    <>
      {keys.map((key, index) => (
        <span key={key}>
          {index > 0 && ' + '}
          <Kbd>{key}</Kbd>
        </span>
      ))}
    </>
  );
}
