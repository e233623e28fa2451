import { presetAreas } from '@console/contract/layout/presets';
import type { Tx } from '../../db/client';
import { layoutTemplates } from './tables';

/** Demo templates for a demo company: the common wall layouts, made from the contract presets. */
export async function seedDemoLayoutTemplates(tx: Tx, customerId: number) {
  await tx.insert(layoutTemplates).values([
    { customerId, name: '四分屏', areas: presetAreas('quad') },
    { customerId, name: '一大五小', areas: presetAreas('six') },
    { customerId, name: '1+3 查房', areas: presetAreas('onePlusN', 3) },
  ]);
}
