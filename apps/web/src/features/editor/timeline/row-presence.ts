import { createContext, type ComponentType } from 'react';

/**
 * What the meeting page shows of the others on a sequence's timeline card (its co-editors'
 * avatars). A slot rather than an import: the timeline also runs on the landing page and the
 * anonymous editor, which must not load presence or its components.
 */
export const RowPresenceContext = createContext<ComponentType<{ index: number }> | null>(null);
