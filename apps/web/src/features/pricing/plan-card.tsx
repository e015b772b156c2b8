import type { ReactNode } from 'react';
import { Box, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

type Props = {
  name: string;
  price: ReactNode;
  tagline: string;
  lead?: string;
  features: string[];
  action: ReactNode;
  highlighted?: boolean;
};

/** One plan: its name, price, promise, what it includes and the way to get it. */
export function PlanCard({ name, price, tagline, lead, features, action, highlighted }: Props) {
  return (
    <Card
      withBorder
      padding="xl"
      radius="lg"
      component="section"
      aria-label={name}
      style={
        highlighted ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : {}
      }
    >
      <Stack gap="md" h="100%">
        <Title order={2} fz="xl">
          {name}
        </Title>
        {price}
        <Text>{tagline}</Text>
        {lead && <Text fw={600}>{lead}</Text>}
        {/* A feature that wraps keeps a reading line height, its tick beside its first line and
            room before the next one (issue 26: the wrapped lines were tight). */}
        <List
          spacing="sm"
          lh={1.5}
          icon={
            // A span, not ThemeIcon's <div>: the list puts its icon inside a <span>, where HTML
            // allows no <div> (html-validate, issue 27). Same look as ThemeIcon light.
            <Box
              component="span"
              display="inline-flex"
              w={22}
              h={22}
              bdrs="xl"
              bg="var(--mantine-primary-color-light)"
              c="var(--mantine-primary-color-light-color)"
              style={{ alignItems: 'center', justifyContent: 'center' }}
            >
              <IconCheck size={14} aria-hidden />
            </Box>
          }
          style={{ flex: 1 }}
        >
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Card>
  );
}
