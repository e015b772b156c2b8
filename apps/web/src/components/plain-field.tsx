import { useId, useState, type InputHTMLAttributes } from 'react';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import classes from './plain-field.module.css';

type PlainFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: string;
  description?: string;
  /** Shown under the field, which then reads as invalid. */
  error?: string | null;
  /** A field for a secret (an access code), with a button that shows or hides what is typed. */
  secret?: { toggleLabel: string };
};

/**
 * A labelled text field of plain elements, drawn like the kit's inputs: the participants' pages
 * ask for an event code and an access code, and Mantine's TextInput and PasswordInput with
 * their wrappers weighed about 5 KB of every participant's compressed script (issue 28's
 * budget). The label, the hint and the error are tied to the input for screen readers.
 */
export function PlainField({ label, description, error, secret, ...input }: PlainFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const describedBy =
    [description ? `${id}-description` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={classes.root}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {description && (
        <p id={`${id}-description`} className={classes.description}>
          {description}
        </p>
      )}
      <div className={classes.box}>
        <input
          {...input}
          id={id}
          type={secret && !shown ? 'password' : 'text'}
          className={classes.input}
          data-secret={secret ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {secret && (
          <button
            type="button"
            className={classes.toggle}
            aria-label={secret.toggleLabel}
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? (
              <IconEyeOff size={18} aria-hidden="true" />
            ) : (
              <IconEye size={18} aria-hidden="true" />
            )}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
