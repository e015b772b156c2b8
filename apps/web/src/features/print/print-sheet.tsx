import { useTranslation } from 'react-i18next';
import {
  formatMinutes,
  parseAgenda,
  publicAgenda,
  scheduleAgenda,
  type Agenda,
  type PublicAgenda,
} from '@ordo/agenda';
import { cspNonce } from '../../app/csp-nonce.ts';
import { useBrand } from '../../hooks/use-brand.ts';
import { currentLanguage } from '../../i18n/languages.ts';
import { MarkdownText } from '../editor/markdown-text.tsx';
import { PrintRooms } from './print-rooms.tsx';
import { PrintSequence } from './print-sequence.tsx';
import classes from './print.module.css';

export type PrintVariant = 'facilitator' | 'participant';
export type PaperSize = 'a4' | 'letter';

export type PrintSheetProps = {
  agendaText: string;
  details: { date: string | null; startTime: string | null };
  variant: PrintVariant;
  showBrandMark: boolean;
  paper?: PaperSize;
};

function formatDate(date: string | null, language: string): string | null {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) return null;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat(language, { dateStyle: 'full' }).format(day);
}

/**
 * A run sheet. The participant version is built from `publicAgenda`, so private notes and
 * comments are not hidden by CSS: they are never put on the page at all.
 */
export function PrintSheet({
  agendaText,
  details,
  variant,
  showBrandMark,
  paper = 'a4',
}: PrintSheetProps) {
  const { t } = useTranslation('print');
  const brand = useBrand();
  const language = currentLanguage();
  const parsed = parseAgenda(agendaText).agenda;
  const agenda: Agenda | PublicAgenda = variant === 'facilitator' ? parsed : publicAgenda(parsed);
  const schedule = scheduleAgenda(parsed, { start: details.startTime });
  const date = formatDate(details.date, language);
  const notes = variant === 'facilitator' ? parsed.notes : '';

  return (
    <article
      className={classes.sheet}
      data-paper={paper}
      data-variant={variant}
      data-testid="print-sheet"
    >
      {/* @page cannot be scoped by a class: the chosen paper size is written as a rule, as a
          style resource that React puts in the head, where HTML allows <style> (issue 27). */}
      <style
        href={`ordo-page-${paper}`}
        precedence="ordo"
        nonce={cspNonce()}
      >{`@page { size: ${paper === 'letter' ? 'letter' : 'A4'}; margin: 14mm; }`}</style>
      <header className={classes.header}>
        <p className={classes.kind}>
          {variant === 'facilitator' ? t('sheet.facilitator') : t('sheet.participant')}
        </p>
        <h1 className={classes.title}>
          {agenda.title ? <MarkdownText text={agenda.title} /> : t('sheet.untitled')}
        </h1>
        {(date || schedule.end) && (
          <p className={classes.when}>
            {[
              date,
              schedule.items[0]?.start && schedule.end
                ? `${schedule.items[0].start}–${schedule.end}`
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        {agenda.objective && (
          <MarkdownText component="p" text={agenda.objective} className={classes.objective} />
        )}
        {notes && <MarkdownText component="p" text={notes} className={classes.notes} />}
        <dl className={classes.totals}>
          <div>
            <dt>{t('sheet.required')}</dt>
            <dd>{formatMinutes(schedule.requiredMinutes, language)}</dd>
          </div>
          <div>
            <dt>{t('sheet.optional')}</dt>
            <dd>{formatMinutes(schedule.optionalMinutes, language)}</dd>
          </div>
          <div>
            <dt>{t('sheet.total')}</dt>
            <dd>{formatMinutes(schedule.totalMinutes, language)}</dd>
          </div>
        </dl>
      </header>
      {agenda.sequences.length === 0 ? (
        <p>{t('sheet.noSequences')}</p>
      ) : (
        <ol className={classes.sequences}>
          {agenda.sequences.map((sequence, index) => (
            <PrintSequence
              key={index}
              sequence={sequence}
              item={schedule.items[index]}
              language={language}
            />
          ))}
        </ol>
      )}
      <PrintRooms
        sequences={agenda.sequences}
        items={schedule.items}
        language={language}
        withNotes={variant === 'facilitator'}
      />
      {showBrandMark && (
        <footer className={classes.brandMark} data-testid="brand-mark">
          {t('sheet.madeWith', { brand: brand.name })}
        </footer>
      )}
    </article>
  );
}
