import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface TerminalBed {
  customerId: number;
  bedId: number;
  /** The patient admitted at the bed, if any. */
  patientId: number | null;
}

/**
 * The bed each terminal monitors, with the patient admitted there: the critical equipment bound
 * to a bed (the bedside monitor), else a ward device placed at a bed (ward settings), else a bed
 * that lists the terminal among its devices. One query for a batch.
 */
export async function bedsOfTerminals(db: Db, terminalIds: number[]): Promise<Map<number, TerminalBed>> {
  if (terminalIds.length === 0) return new Map();
  const ids = sql`(select jsonb_array_elements_text(${JSON.stringify(terminalIds)}::jsonb)::int)`;
  const result = await db.execute(sql`with placed as (
      select cd.device_account_id as terminal, cd.customer_id, cd.bed_id, 0 as rank
        from critical_devices cd where cd.device_account_id in ${ids}
      union all
      select wd.device_account_id, wd.customer_id, wd.bed_id, 1
        from ward_devices wd where wd.bed_id is not null and wd.device_account_id in ${ids}
      union all
      select t.id, b.customer_id, b.id, 2
        from beds b cross join lateral unnest(b.device_account_ids) as t(id)
        where b.device_account_ids && array${ids}
    ), chosen as (
      select distinct on (p.terminal) p.terminal, p.customer_id, p.bed_id
        from placed p join device_accounts d on d.id = p.terminal and d.customer_id = p.customer_id
        where p.terminal in ${ids}
        order by p.terminal, p.rank, p.bed_id
    )
    select c.terminal, c.customer_id, c.bed_id, pt.id as patient_id
      from chosen c left join patients pt
        on pt.customer_id = c.customer_id and pt.bed_id = c.bed_id and pt.status = 'admitted'`);
  const { rows } = result as unknown as {
    rows: { terminal: number; customer_id: number; bed_id: number; patient_id: number | null }[];
  };
  return new Map(
    rows.map((r) => [
      Number(r.terminal),
      {
        customerId: Number(r.customer_id),
        bedId: Number(r.bed_id),
        patientId: r.patient_id === null ? null : Number(r.patient_id),
      },
    ]),
  );
}
