import { Anchor, Badge, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useMatches, useParams } from 'react-router';

/**
 * The screen of a route whose feature a later issue builds. The route, its layout and its
 * parameters are real; the screen says plainly that it is under construction.
 */
export function UnderConstruction() {
  const { t } = useTranslation();
  const params = useParams();
  const matches = useMatches();
  const screen =
    (matches.at(-1)?.handle as { screen?: string } | undefined)?.screen ?? 'underConstruction';
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Badge variant="light">{t('underConstruction.badge')}</Badge>
        <Title order={1}>{t(`screens.${screen}`)}</Title>
        <Text>{t('underConstruction.body')}</Text>
        {Object.entries(params).map(([name, value]) => (
          <Text key={name} size="sm" c="dimmed" data-testid={`param-${name}`}>
            {name}: {value}
          </Text>
        ))}
        <Anchor component={Link} to="/">
          {t('notFound.backHome')}
        </Anchor>
      </Stack>
    </Container>
  );
}
