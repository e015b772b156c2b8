import type { Language } from '@ordo/agenda';

/**
 * The few examples the editor ships until the templates issue supplies the gallery. They are
 * agenda texts, written in each interface language so that a French facilitator starts from
 * French, and every line kind of DESIGN §3 appears in at least one of them.
 */
export type BuiltInTemplate = { id: string; text: string };

const en: BuiltInTemplate[] = [
  {
    id: 'retrospective',
    text: `Sprint retrospective
> Look back at the sprint and agree on two improvements
Bring sticky notes and markers

# Welcome and check-in
: 10
@ Facilitator
> One word about your sprint, **no** explanations
// ask someone to take notes

# What went well, what did not
: 30
> Silent writing, then clustering on the board

/# Energizer
: 5
> A quick game to wake everyone up

# Two improvements
: 15
> Vote with ==three dots== each, keep the top two

# Closing
: 5
> One sentence each: what do you take away?
`,
  },
  {
    id: 'kickoff',
    text: `Project kick-off
> Share the goal, the roles and the first milestones

# Why this project
: 15
@ Sponsor
> The problem we solve and for whom

# Roles and responsibilities
: 20
> Who decides, who does, who is informed

# First milestones
: 20
> The next three dates that matter

# Questions and next steps
: 10
`,
  },
  {
    id: 'weekly',
    text: `Weekly team meeting
> Align on priorities and unblock each other

# Round of news
: 10
> Two minutes each, no problem solving yet

# Priorities of the week
: 15
@ Team lead

# Blockers
: 15
> Only what needs the whole team

/# Kudos
: 5
`,
  },
  {
    id: 'brainstorm',
    text: `Ideation workshop
> Find ten ideas and pick one to test

# Frame the question
: 10
> "How might we…" written where everyone sees it

# Silent ideas
: 10
> Alone, one idea per sticky note

# Share and cluster
: 20

# Vote and choose
: 10
> ==Dot voting==, then a quick debate on the top three
`,
  },
];

const fr: BuiltInTemplate[] = [
  {
    id: 'retrospective',
    text: `Rétrospective de sprint
> Revenir sur le sprint et choisir deux améliorations
Apporter post-it et feutres

# Accueil et météo
: 10
@ Animateur
> Un mot sur votre sprint, **sans** explication
// demander à quelqu'un de prendre des notes

# Ce qui a marché, ce qui a coincé
: 30
> Écriture silencieuse, puis regroupement au tableau

/# Brise-glace
: 5
> Un petit jeu pour réveiller tout le monde

# Deux améliorations
: 15
> Vote avec ==trois gommettes== chacun, on garde les deux premières

# Clôture
: 5
> Une phrase chacun : qu'emportez-vous ?
`,
  },
  {
    id: 'kickoff',
    text: `Lancement de projet
> Partager l'objectif, les rôles et les premiers jalons

# Pourquoi ce projet
: 15
@ Sponsor
> Le problème que nous résolvons et pour qui

# Rôles et responsabilités
: 20
> Qui décide, qui fait, qui est informé

# Premiers jalons
: 20
> Les trois prochaines dates qui comptent

# Questions et suites
: 10
`,
  },
  {
    id: 'weekly',
    text: `Réunion d'équipe hebdomadaire
> S'aligner sur les priorités et se débloquer

# Tour des nouvelles
: 10
> Deux minutes chacun, sans résoudre de problème

# Priorités de la semaine
: 15
@ Responsable d'équipe

# Points de blocage
: 15
> Seulement ce qui concerne toute l'équipe

/# Remerciements
: 5
`,
  },
  {
    id: 'brainstorm',
    text: `Atelier d'idéation
> Trouver dix idées et en choisir une à tester

# Cadrer la question
: 10
> « Comment pourrions-nous… » écrit à la vue de tous

# Idées en silence
: 10
> Seul, une idée par post-it

# Partager et regrouper
: 20

# Voter et choisir
: 10
> ==Vote par gommettes==, puis un court débat sur les trois premières
`,
  },
];

export function builtInTemplates(language: Language): BuiltInTemplate[] {
  return language === 'fr' ? fr : en;
}
