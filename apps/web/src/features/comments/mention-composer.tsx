import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Group, Paper, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMMENT_BODY_MAX } from '@ordo/contract';
import { matchPeople, mentionQueryAt, type Person } from './mentions.ts';
import classes from './comments.module.css';

type MentionComposerProps = {
  people: readonly Person[];
  label: string;
  placeholder: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** The text to start from (editing a comment). */
  initial?: string;
};

/**
 * A comment box that proposes teammates after `@` (a combobox: ↑ ↓ choose, Enter or Tab
 * mention, Esc closes) and sends with its button or Ctrl/⌘+Enter. The text is emptied only
 * once the server took it, so a failed send loses nothing.
 */
export function MentionComposer(props: MentionComposerProps) {
  const { t } = useTranslation('comments');
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState(props.initial ?? '');
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const query = mentionQueryAt(body, caret);
  const options = query ? matchPeople(props.people, query.query) : [];
  // Open while a name is being typed: closed once chosen or dismissed at that `@`, and once the
  // words after it (a space typed) name nobody, so a sentence after an address is left alone.
  const open =
    query !== null && closedAt !== query.start && (options.length > 0 || !/\s/.test(query.query));
  const tooLong = body.trim().length > COMMENT_BODY_MAX;

  const pick = (person: Person) => {
    if (!query) return;
    const inserted = `@${person.name} `;
    const next = body.slice(0, query.start) + inserted + body.slice(caret);
    const at = query.start + inserted.length;
    setBody(next);
    setCaret(at);
    setActive(0);
    setClosedAt(query.start);
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(at, at);
    });
  };

  const submit = async () => {
    const text = body.trim();
    if (text === '' || tooLong || props.pending) return;
    try {
      await props.onSubmit(text);
      setBody('');
      setCaret(0);
    } catch {
      // The caller shows the error; the text stays to send again.
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && options.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((active + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        const person = options[active] ?? options[0];
        if (person && !event.ctrlKey && !event.metaKey) {
          event.preventDefault();
          pick(person);
          return;
        }
      }
    }
    if (open && event.key === 'Escape' && query) {
      event.preventDefault();
      event.stopPropagation();
      setClosedAt(query.start);
      return;
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div>
      <div className={classes.composer}>
        <Textarea
          ref={ref}
          label={props.label}
          placeholder={props.placeholder}
          autosize
          minRows={2}
          maxRows={8}
          value={body}
          autoFocus={props.autoFocus}
          error={
            tooLong
              ? t('composer.tooLong', { max: COMMENT_BODY_MAX, count: body.trim().length })
              : undefined
          }
          onChange={(event) => {
            setBody(event.currentTarget.value);
            setCaret(event.currentTarget.selectionStart);
            setActive(0);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && options.length > 0 ? optionId(active) : undefined}
          data-testid="comment-composer"
        />
        {open && (
          <Paper
            withBorder
            shadow="md"
            component="ul"
            id={listId}
            role="listbox"
            aria-label={t('composer.mentionList')}
            className={classes.mentionList}
          >
            {options.length === 0 ? (
              <Text component="li" size="sm" c="dimmed" p="xs" role="presentation">
                {t('composer.noMatch')}
              </Text>
            ) : (
              options.map((person, index) => (
                <li
                  key={person.userId}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={classes.mentionOption}
                  // Mouse down, not click: the textarea keeps its focus and its caret.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(person);
                  }}
                >
                  <Text size="sm">{person.name}</Text>
                </li>
              ))
            )}
          </Paper>
        )}
      </div>
      <Group justify="space-between" mt="xs" gap="xs">
        <Text size="xs" c="dimmed">
          {open && options.length > 0 ? t('composer.mentionHint') : t('composer.hint')}
        </Text>
        <Group gap="xs" ml="auto">
          {props.onCancel && (
            <Button variant="default" size="xs" onClick={props.onCancel}>
              {t('composer.cancel')}
            </Button>
          )}
          <Button
            size="xs"
            onClick={() => void submit()}
            loading={props.pending}
            disabled={body.trim() === '' || tooLong}
          >
            {props.submitLabel}
          </Button>
        </Group>
      </Group>
    </div>
  );
}
