import type { EngineResource } from './engine/resource';

/**
 * Every entity the generic engine serves: its definition (contract) paired with its table.
 * Adding a plain entity is one line here, after its definition and table.
 */
export const APP_RESOURCES: EngineResource[] = [];
