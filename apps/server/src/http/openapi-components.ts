import * as contract from '@ordo/contract';
import { $ZodRegistry, $ZodType } from 'zod/v4/core';

type ComponentMeta = { id?: string | undefined; [key: string]: unknown };

/** `meetingDetailSchema` → `MeetingDetail`: the contract's names, as a client sees them. */
export function componentName(exportName: string): string {
  const base = exportName.replace(/Schema$/, '');
  return base.charAt(0).toUpperCase() + base.slice(1);
}

/**
 * Every zod schema the contract exports, named after its export: a route's body or response
 * that is one of them (or contains one) becomes `$ref: '#/components/schemas/<Name>'` in the
 * OpenAPI document instead of an inline copy, so a generated client has one type per shape.
 * Built from the exports rather than a hand list, so a new contract schema needs no step here.
 */
export function contractSchemaRegistry(): $ZodRegistry<ComponentMeta> {
  const registry = new $ZodRegistry<ComponentMeta>();
  const names = Object.keys(contract).sort();
  for (const name of names) {
    const value: unknown = contract[name as keyof typeof contract];
    if (!name.endsWith('Schema') || !(value instanceof $ZodType)) continue;
    // One schema exported under two names keeps the first (alphabetical, so stable).
    if (registry.has(value)) continue;
    registry.add(value, { id: componentName(name) });
  }
  return registry;
}
