import { Text } from '@mantine/core';
import type { CommentMention } from '@ordo/contract';
import { splitMentions } from './mentions.ts';
import classes from './comments.module.css';

/** A comment's text as typed (escaped by React, line breaks kept), its @mentions as chips. */
export function CommentBody({ body, mentions }: { body: string; mentions: CommentMention[] }) {
  return (
    <Text size="sm" className={classes.body} data-testid="comment-body">
      {splitMentions(body, mentions).map((part, index) =>
        part.mention ? (
          <span key={index} className={classes.chip} data-testid="mention-chip">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
