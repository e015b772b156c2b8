import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Columns } from '../../design/columns.tsx';
import classes from './home.module.css';

/** The audiences SPEC §1 names, in its order, each with one line on what Ordo does for them. */
const audiences = [
  'facilitators',
  'projectManagers',
  'productOwners',
  'organisers',
  'teamManagers',
  'speakers',
  'students',
  'coaches',
] as const;

/** "Who it is for": one short line per audience, so each reader finds their own case. */
export function AudienceSection() {
  const { t } = useTranslation('home');
  return (
    <Stack gap="md" component="section" aria-labelledby="audience-heading">
      <Title order={2} id="audience-heading" fz={{ base: 24, sm: 28 }}>
        {t('audience.heading')}
      </Title>
      <Columns
        cols={{ base: 1, sm: 2, lg: 4 }}
        spacing="lg"
        component="ul"
        className={classes.audiences}
      >
        {audiences.map((audience) => (
          <li key={audience} className={classes.audience}>
            <Title order={3} fz="md">
              {t(`audience.${audience}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`audience.${audience}.body`)}
            </Text>
          </li>
        ))}
      </Columns>
    </Stack>
  );
}
