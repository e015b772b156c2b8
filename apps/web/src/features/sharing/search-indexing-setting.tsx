import { useState } from 'react';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Visibility } from '@ordo/contract';

/**
 * "Let search engines list this page" (issue 26), off by default. It only means something for
 * a page anyone may open, so it is disabled, with the reason, while the meeting is Private or
 * behind an access code; the stored choice is kept for when it is Public again (the server
 * applies the same rule, `mayBeIndexed`).
 */
export function SearchIndexingSetting(props: {
  visibility: Visibility;
  hasCode: boolean;
  value: boolean;
  onChange: (searchIndexing: boolean) => void;
}) {
  const { t } = useTranslation('sharing');
  // The switch moves when pressed, not when the save's answer comes back (seconds on a busy
  // server, and someone waiting would press again and undo it); a stored value that changes
  // (this save's answer, a teammate's) is shown again.
  const [choice, setChoice] = useState(props.value);
  const [stored, setStored] = useState(props.value);
  if (stored !== props.value) {
    setStored(props.value);
    setChoice(props.value);
  }
  const applies = props.visibility === 'Public' && !props.hasCode;
  const label = t('share.searchIndexing');
  const checked = applies && choice;
  const hint = !applies
    ? t('share.searchIndexingOnlyPublic')
    : checked
      ? t('share.searchIndexingOnHint')
      : t('share.searchIndexingHint');
  return (
    <Switch
      label={label}
      // Mantine's label element also wraps the description, which would then be read as part
      // of the name; the description stays attached through aria-describedby.
      aria-label={label}
      description={hint}
      disabled={!applies}
      checked={checked}
      onChange={(event) => {
        setChoice(event.currentTarget.checked);
        props.onChange(event.currentTarget.checked);
      }}
    />
  );
}
