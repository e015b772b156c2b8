import { randomInt } from 'node:crypto';
import { AI_SMALL_ASK_POWER, type AiAnswer, type AiAsk } from '@ordo/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { assistAgenda, needsModelMessage } from './coach/assistant.ts';
import { draftAgenda } from './coach/coach.ts';
import { sequenceDetails } from './coach/details.ts';
import { coachLibrary } from './coach/library.ts';
import { agendaSlides } from './coach/slides.ts';
import { ModelChat } from './model/chat.ts';
import { modelAgenda } from './model/model-agenda.ts';
import { modelDetails, modelEdit } from './model/model-edits.ts';
import { chargePower, ensurePower, loadPower, presentQuota, type PowerRules } from './power.ts';

export type AiService = ReturnType<typeof createAiService>;

type Caller = { id: string };

/** Power an ask spends: an agenda its planned minutes, anything else a small fixed amount. */
export function costOf(ask: AiAsk): number {
  return ask.kind === 'agenda' ? ask.durationMinutes : AI_SMALL_ASK_POWER;
}

/**
 * Answers AI asks (input no coach could use is refused before, by `checkAsk`): checks the
 * power, works (the connected model when AI_BASE_URL is set, else or on its failure the
 * built-in coach), and only then spends the power, so a failed answer costs nothing.
 */
export function createAiService(deps: {
  db: Executor;
  rules: PowerRules;
  model?: ModelChat;
  clock: () => Date;
}) {
  // Read at the first ask, not at start: it reads every method card, which the method routes
  // also leave to their first request (resident memory at start, see README).
  const library = () => coachLibrary();

  async function quota(userId: string) {
    return presentQuota(await loadPower(deps.db, userId), deps.rules, deps.clock());
  }

  async function answer(ask: AiAsk, onDelta?: (text: string) => void) {
    switch (ask.kind) {
      case 'agenda': {
        const request = { ...ask, seed: ask.seed ?? randomInt(0, 2_147_483_647) };
        if (deps.model) {
          const {
            provider,
            attempts: _attempts,
            ...draft
          } = await modelAgenda(deps.model, library(), request, onDelta);
          return { ...draft, provider, charge: true };
        }
        return { ...draftAgenda(library(), request), provider: 'builtin' as const, charge: true };
      }
      case 'sequence-details': {
        const fromModel = deps.model ? await modelDetails(deps.model, ask) : undefined;
        const details = fromModel ?? sequenceDetails(library(), ask);
        // A connected model that failed is an outage; without one, the coach says what it lacks.
        if (!details) throw new AppError(deps.model ? 'AI_UNAVAILABLE' : 'AI_NO_METHOD');
        return {
          ...details,
          provider: fromModel ? ('model' as const) : ('builtin' as const),
          charge: true,
        };
      }
      case 'editor-assistant': {
        const fromModel = deps.model ? await modelEdit(deps.model, ask) : undefined;
        const result = fromModel ?? assistAgenda(library(), ask);
        if (result.needsModel) {
          // A connected model that failed is an outage; without one, the limit is explained.
          if (deps.model) throw new AppError('AI_UNAVAILABLE');
          return {
            ...result,
            summary: result.summary ?? needsModelMessage(ask.language),
            provider: 'builtin' as const,
            charge: false,
          };
        }
        return {
          ...result,
          summary: result.changes.join(' '),
          provider: fromModel ? ('model' as const) : ('builtin' as const),
          charge: true,
        };
      }
      case 'slideshow':
        return { slides: agendaSlides(ask), provider: 'builtin' as const, charge: true };
    }
  }

  async function ask(
    caller: Caller,
    body: AiAsk,
    onDelta?: (text: string) => void,
  ): Promise<AiAnswer> {
    const cost = costOf(body);
    const before = await loadPower(deps.db, caller.id);
    ensurePower(before, cost, deps.rules, deps.clock());
    const { charge, ...result } = await answer(body, onDelta);
    const spent = charge ? cost : 0;
    const row =
      spent > 0
        ? await chargePower(deps.db, caller.id, before.plan, spent, deps.rules, deps.clock())
        : await loadPower(deps.db, caller.id);
    return {
      ...result,
      powerSpent: spent,
      quota: presentQuota(row, deps.rules, deps.clock()),
    } as AiAnswer;
  }

  return { ask, quota };
}

export function modelChatOf(rules: PowerRules): ModelChat | undefined {
  return rules.baseUrl
    ? new ModelChat({
        baseUrl: rules.baseUrl,
        apiKey: rules.apiKey,
        model: rules.model,
        timeoutMs: rules.timeoutMs,
      })
    : undefined;
}
