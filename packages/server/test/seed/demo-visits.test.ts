import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VISIT_STATES } from '@console/contract/resources/descriptions/visits';
import { visitTemplateDefinition } from '@console/contract/resources/visit-templates';
import { wardVisitingSchema } from '@console/contract/resources/visits';
import { visitRegistrations, visits, wardVisiting } from '../../src/modules/visits/tables';
import { visitTemplates } from '../../src/modules/visit-templates/tables';
import { jobs } from '../../src/platform/jobs/tables';
import { build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo visits seed', DEMO_SEED_TIMEOUT, () => {
  it('gives every ward visiting hours and the hospital templates, registrations and visits in every state, once', async () => {
    const hospitalId = await seedDemoTwice(ctx);
    const db = ctx.database.db;
    const id = hospitalId;
    const visitRows = await db.select().from(visits).where(eq(visits.customerId, id));
    expect([...new Set(visitRows.map((v) => v.state))].sort()).toEqual([...VISIT_STATES].sort());
    expect(visitRows).toHaveLength(8);
    const settings = await db.select().from(wardVisiting).where(eq(wardVisiting.customerId, id));
    expect(settings).toHaveLength(3);
    for (const row of settings) expect(wardVisitingSchema.safeParse(row.settings).success).toBe(true);
    const templates = await db.select().from(visitTemplates).where(eq(visitTemplates.customerId, id));
    expect(templates).toHaveLength(5);
    for (const t of templates)
      expect(
        visitTemplateDefinition.schemas.create.safeParse({
          name: t.name,
          event: t.event,
          channel: t.channel,
          content: t.content,
        }).success,
      ).toBe(true);
    const regs = await db.select().from(visitRegistrations).where(eq(visitRegistrations.customerId, id));
    expect([...new Set(regs.map((r) => r.state))].sort()).toEqual(['approved', 'pending', 'rejected']);
    // The running visit goes over by itself, the overdue one ends by itself: their jobs wait.
    const running = visitRows.filter((v) => v.state === 'doing' || v.state === 'over').map((v) => v.id);
    const pending = await db.select().from(jobs);
    const visitJobs = pending.map((j) => j.key).filter((key) => key?.startsWith('visit-'));
    expect(visitJobs.sort()).toEqual(
      running
        .map((vid) =>
          visitRows.find((v) => v.id === vid)!.state === 'doing'
            ? `visit-overdue:${vid}`
            : `visit-end:${vid}`,
        )
        .sort(),
    );
  });
});
