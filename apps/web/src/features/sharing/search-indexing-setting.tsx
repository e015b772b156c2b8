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
  const applies = props.visibility === 'Public' && !props.hasCode;
  const label = t('share.searchIndexing');
  const checked = applies && props.value;
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
      onChange={(event) => props.onChange(event.currentTarget.checked)}
    />
  );
}
