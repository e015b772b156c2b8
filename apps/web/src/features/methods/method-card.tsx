import { Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { MethodSummary } from '@ordo/contract';
import { MethodFacts } from './method-facts.tsx';
import classes from './methods.module.css';

/** One method in the gallery: its name (a link to its page), facts and purpose. */
export function MethodCard({ method, to }: { method: MethodSummary; to: string }) {
  const headingId = `method-${method.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={headingId}
      data-testid="method-card"
      className={classes.card}
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          <Link to={to} className={classes.cardLink}>
            {method.name}
          </Link>
        </Title>
        <MethodFacts method={method} withRemote={false} />
        <Text size="sm" lineClamp={3}>
          {method.purpose}
        </Text>
      </Stack>
    </Card>
  );
}
