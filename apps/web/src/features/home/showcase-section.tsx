import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showcaseShots, showcaseSource, type ShowcaseShot } from './showcase-images.ts';
import classes from './showcase.module.css';

/** The texts of each picture: the editor's are its own, the live views' those of `live.*`. */
const textKey = (id: ShowcaseShot['id']) => (id === 'editor' ? 'showcase.editor' : `live.${id}`);

/**
 * One screen of the product, in the page's scheme and language. Both schemes' pictures are in
 * the markup and the stylesheet shows one: the app's own scheme choice (not only the system's)
 * decides, and a lazy image that is not displayed is never fetched. Width and height are the
 * picture's own, so nothing moves when it arrives.
 */
function Shot({ shot }: { shot: ShowcaseShot }) {
  const { t, i18n } = useTranslation('home');
  const large = shot.widths[1];
  const height = Math.round((shot.viewport.height * large) / shot.viewport.width);
  return (
    <>
      {(['light', 'dark'] as const).map((scheme) => (
        <img
          key={scheme}
          className={classes[scheme]}
          src={showcaseSource(shot, i18n.language, scheme, large)}
          srcSet={shot.widths
            .map((width) => `${showcaseSource(shot, i18n.language, scheme, width)} ${width}w`)
            .join(', ')}
          sizes={shot.sizes}
          width={large}
          height={height}
          alt={t(`showcase.${shot.id}.alt`)}
          loading="lazy"
          decoding="async"
        />
      ))}
    </>
  );
}

/** The landing page's "see it": the editor, the cockpit, the stage and the phone remote. */
export function ShowcaseSection() {
  const { t } = useTranslation('home');
  return (
    <Stack gap="md" component="section" aria-labelledby="live-heading">
      <div>
        <Title order={2} id="live-heading" fz={{ base: 24, sm: 28 }}>
          {t('live.heading')}
        </Title>
        <Text c="dimmed">{t('live.intro')}</Text>
      </div>
      <div className={classes.grid}>
        {showcaseShots.map((shot) => (
          <figure key={shot.id} className={classes.figure} data-shot={shot.id}>
            <div className={classes.frame} data-phone={shot.id === 'remote' || undefined}>
              <Shot shot={shot} />
            </div>
            <figcaption className={classes.caption}>
              <Title order={3} fz="lg">
                {t(`${textKey(shot.id)}.title`)}
              </Title>
              <Text size="sm">{t(`${textKey(shot.id)}.body`)}</Text>
            </figcaption>
          </figure>
        ))}
      </div>
      <Text size="sm" c="dimmed">
        <Text span fw={700} inherit c="var(--ordo-heading)">
          {t('live.public.title')}.
        </Text>{' '}
        {t('live.public.body')}
      </Text>
    </Stack>
  );
}
