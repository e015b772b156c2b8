import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPrinter, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { AiSlide } from '@ordo/contract';
import classes from './slideshow.module.css';

function SlideBody({ slide }: { slide: AiSlide }) {
  return (
    <section className={classes.slide} aria-roledescription="slide">
      {slide.subtitle && slide.kind !== 'title' && (
        <div className={classes.meta}>{slide.subtitle}</div>
      )}
      <h2 className={classes.slideTitle}>{slide.title}</h2>
      {slide.kind === 'title' && slide.subtitle && (
        <div className={classes.body}>{slide.subtitle}</div>
      )}
      {slide.time && <div className={classes.meta}>{slide.time}</div>}
      {slide.speakers.length > 0 && <div className={classes.meta}>{slide.speakers.join(', ')}</div>}
      {slide.description && (
        <div className={classes.body}>{slide.description.replace(/\*\*|__/g, '')}</div>
      )}
    </section>
  );
}

/**
 * The slides full screen over the page: arrow keys (and Page Up/Down, Home/End) move, Escape
 * closes, and printing (to paper or PDF) puts one slide on each page.
 */
export function SlideshowView({ slides, onClose }: { slides: AiSlide[]; onClose: () => void }) {
  const { t } = useTranslation('ai');
  const [current, setCurrent] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const last = slides.length - 1;

  useEffect(() => {
    root.current?.focus();
    // The whole page goes full screen, not the slides' element: the browser pins a full-screen
    // element with !important rules, which would keep a printout to one page. Browsers may
    // refuse (no user gesture, iframes); the slides still cover the window.
    const page = document.documentElement;
    if (typeof page.requestFullscreen === 'function')
      page.requestFullscreen().catch(() => undefined);
    return () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowDown: 1,
      PageDown: 1,
      ' ': 1,
      ArrowLeft: -1,
      ArrowUp: -1,
      PageUp: -1,
    };
    if (event.key === 'Escape') onClose();
    else if (event.key === 'Home') setCurrent(0);
    else if (event.key === 'End') setCurrent(last);
    else if (moves[event.key])
      setCurrent((index) => Math.min(last, Math.max(0, index + moves[event.key]!)));
    else return;
    event.preventDefault();
  };

  const slide = slides[current];
  return createPortal(
    <div
      ref={root}
      className={classes.root}
      data-slideshow-root
      role="dialog"
      aria-modal="true"
      aria-label={t('slides.label')}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="slideshow"
    >
      <div className={classes.toolbar}>
        <Text size="sm" aria-live="polite" data-testid="slide-position">
          {t('slides.position', { current: current + 1, total: slides.length })}
        </Text>
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {t('slides.keys')}
        </Text>
        <Group gap={4}>
          <Tooltip label={t('slides.previous')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('slides.previous')}
              onClick={() => setCurrent((index) => Math.max(0, index - 1))}
              disabled={current === 0}
            >
              <IconChevronLeft size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('slides.next')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('slides.next')}
              onClick={() => setCurrent((index) => Math.min(last, index + 1))}
              disabled={current === last}
            >
              <IconChevronRight size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('slides.print')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('slides.print')}
              onClick={() => window.print()}
            >
              <IconPrinter size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('slides.close')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('slides.close')}
              onClick={onClose}
            >
              <IconX size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </div>
      <div className={classes.stage}>{slide && <SlideBody slide={slide} />}</div>
      <div className={classes.printOnly} aria-hidden>
        {slides.map((item, index) => (
          <SlideBody key={index} slide={item} />
        ))}
      </div>
    </div>,
    document.body,
  );
}
