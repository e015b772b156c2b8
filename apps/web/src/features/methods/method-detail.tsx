import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Method } from '@ordo/contract';
import classes from './methods.module.css';

type MethodDetailProps = {
  method: Method;
  /** The heading level of the sections: 2 on the card's page, 3 inside the editor's panel. */
  level?: 2 | 3;
};

function Section({
  title,
  level,
  children,
}: {
  title: string;
  level: 2 | 3;
  children: React.ReactNode;
}) {
  return (
    <Stack gap={6} component="section">
      <Title order={level} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A card's sections, in the order a facilitator prepares: when, the question, steps, kit, online. */
export function MethodDetail({ method, level = 2 }: MethodDetailProps) {
  const { t } = useTranslation('methods');
  // Inside the editor's narrow panel the text is a size smaller, like the panel's other modes.
  const size = level === 3 ? 'sm' : 'md';
  return (
    <Stack gap={level === 3 ? 'sm' : 'md'}>
      <Section title={t('card.whenToUse')} level={level}>
        <Text size={size}>{method.whenToUse}</Text>
      </Section>
      <Section title={t('card.prompt')} level={level}>
        <Text
          className={level === 3 ? `${classes.prompt} ${classes.promptCompact}` : classes.prompt}
          component="blockquote"
          m={0}
        >
          {method.prompt}
        </Text>
      </Section>
      <Section title={t('card.steps')} level={level}>
        <ol className={classes.steps} data-testid="method-steps">
          {method.steps.map((step, index) => (
            <li key={index}>
              <Text size={size}>{step}</Text>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t('card.materials')} level={level}>
        {method.materials.length > 0 ? (
          <List spacing={4} size={size}>
            {method.materials.map((material) => (
              <List.Item key={material}>{material}</List.Item>
            ))}
          </List>
        ) : (
          <Text size={size} c="dimmed">
            {t('card.noMaterials')}
          </Text>
        )}
      </Section>
      <Section title={t('card.remote')} level={level}>
        <Text size={size}>{method.remote}</Text>
      </Section>
      <Section title={t('card.source')} level={level}>
        <Text size="sm" c="dimmed">
          {method.source}
        </Text>
      </Section>
    </Stack>
  );
}
