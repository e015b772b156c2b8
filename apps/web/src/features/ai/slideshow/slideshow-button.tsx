import { Button } from '@mantine/core';
import { IconPresentation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiSlide } from '@ordo/contract';
import { useSlideshow } from '../../../api/ai.ts';
import { AiProblem } from '../ai-problem.tsx';
import { SlideshowView } from './slideshow-view.tsx';

/** Builds the slides of the current agenda and shows them full screen. */
export function SlideshowButton({
  content,
  language,
}: {
  content: () => string;
  language: 'en' | 'fr';
}) {
  const { t } = useTranslation('ai');
  const slideshow = useSlideshow();
  const [slides, setSlides] = useState<AiSlide[] | null>(null);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPresentation size={14} aria-hidden />}
        loading={slideshow.isPending}
        onClick={() =>
          slideshow.mutate(
            { content: content(), language },
            { onSuccess: (answer) => setSlides(answer.slides) },
          )
        }
      >
        {t('assistant.openSlideshow')}
      </Button>
      <AiProblem error={slideshow.error} />
      {slides && <SlideshowView slides={slides} onClose={() => setSlides(null)} />}
    </>
  );
}
