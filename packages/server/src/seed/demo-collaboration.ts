import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import {
  COLLABORATION_MEDIUM,
  type CollaborationKind,
} from '@console/contract/resources/descriptions/collaboration';
import { USER_TYPES } from '@console/contract';
import type { Tx } from '../db/client';
import { demoTerminalIds } from './demo-terminals';
import { users } from '../platform/identity-tables';
import { ambulanceHospitals, ambulanceVehicles } from '../modules/ambulance-fleet/tables';
import { createMedium, participantsOf, type SessionRow } from '../modules/collaboration/service';
import { collaborationRecords, collaborationSessions } from '../modules/collaboration/tables';
import { deviceAccounts } from '../modules/device-accounts/tables';
import { liveViewers } from '../modules/live-chat/tables';
import { lives } from '../modules/lives/tables';
import { patients } from '../modules/patients/tables';
import { terminalCommands } from '../modules/realtime/tables';
import { rooms } from '../modules/rooms/tables';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Plan = {
  kind: CollaborationKind;
  title: string;
  state: 'scheduled' | 'inProgress' | 'ended' | 'cancelled';
  /** Hours from now (negative: past). */
  at: number;
  minutes: number;
  department: string;
  terminals: number[];
  extra?: Partial<typeof collaborationSessions.$inferInsert>;
};

/** The company's doctors (staff accounts), in the order they were made. */
async function staffIdsOf(tx: Tx, customerId: number): Promise<number[]> {
  const doctors = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.userType, USER_TYPES.staff)))
    .orderBy(asc(users.id));
  return doctors.map((d) => d.id);
}

/**
 * The demo's medical collaboration (ADR 0041): for each of the six kinds a scheduled session, one
 * running where the demo can run it (room kinds: their terminals are the demo simulation's, so
 * who is in shows live; a stream needs a push, which the seed cannot fake) and ended ones with
 * their records (duration, who joined). Made through the sessions' own service, so each has its
 * room or stream. Idempotent: a tenant with sessions is left alone.
 */
export async function seedDemoCollaboration(tx: Tx, customerId: number, now = new Date()): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(collaborationSessions)
    .where(eq(collaborationSessions.customerId, customerId));
  if ((existing?.n ?? 0) > 0) return;
  const ids = await demoTerminalIds(tx, customerId, 40);
  if (ids.length < 24) return;
  const doctorIds = await staffIdsOf(tx, customerId);
  const [patient] = await tx
    .select({ id: patients.id, name: patients.name, hospitalNumber: patients.hospitalNumber })
    .from(patients)
    .where(eq(patients.customerId, customerId))
    .orderBy(asc(patients.id))
    .limit(1);
  const who = patient
    ? { patientId: patient.id, patientName: patient.name, hospitalNumber: patient.hospitalNumber }
    : { patientName: '张建国', hospitalNumber: 'ZY20261126' };
  const host = doctorIds[0] ?? null;
  // The demo simulation runs the first 24 terminals: running sessions use those past the rooms'.
  const live = (from: number, n: number) => ids.slice(from, from + n);
  const far = (from: number, n: number) => ids.slice(24 + from, 24 + from + n);
  const plans: Plan[] = [
    // remote meetings
    {
      kind: 'meeting',
      title: '医务科周例会',
      state: 'scheduled',
      at: 20,
      minutes: 60,
      department: '医务科',
      terminals: far(0, 3),
    },
    {
      kind: 'meeting',
      title: '院感防控远程培训',
      state: 'inProgress',
      at: -0.3,
      minutes: 90,
      department: '院感科',
      terminals: live(16, 2),
    },
    {
      kind: 'meeting',
      title: '护理质量分析会',
      state: 'ended',
      at: -30,
      minutes: 45,
      department: '护理部',
      terminals: far(3, 3),
    },
    // medical live streams
    {
      kind: 'live',
      title: '糖尿病健康教育直播',
      state: 'scheduled',
      at: 4,
      minutes: 60,
      department: '内分泌科',
      terminals: far(6, 2),
      extra: { sourceDeviceId: far(8, 1)[0]!, record: true },
    },
    {
      kind: 'live',
      title: '急救技能公开课',
      state: 'ended',
      at: -50,
      minutes: 40,
      department: '急诊科',
      terminals: far(9, 2),
      extra: { sourceDeviceId: far(11, 1)[0]!, record: true },
    },
    // surgeries
    {
      kind: 'operation',
      title: '腹腔镜胆囊切除术',
      state: 'scheduled',
      at: 26,
      minutes: 120,
      department: '普外科',
      terminals: far(12, 2),
      extra: {
        sourceDeviceId: far(14, 1)[0]!,
        record: true,
        consentNote: '患者本人及家属已签署手术及直播示教知情同意书',
        ...who,
      },
    },
    {
      kind: 'operation',
      title: '冠状动脉搭桥术',
      state: 'ended',
      at: -28,
      minutes: 240,
      department: '心外科',
      terminals: far(15, 2),
      extra: { sourceDeviceId: far(0, 1)[0]!, record: true, consentNote: '家属已签署知情同意书', ...who },
    },
    {
      kind: 'operation',
      title: '膝关节置换术',
      state: 'cancelled',
      at: 10,
      minutes: 150,
      department: '骨科',
      terminals: far(2, 1),
      extra: { sourceDeviceId: far(3, 1)[0]! },
    },
    // remote visits
    {
      kind: 'visit',
      title: 'ICU 家属远程探视',
      state: 'scheduled',
      at: 3,
      minutes: 20,
      department: '重症医学科',
      terminals: far(4, 2),
      extra: who,
    },
    {
      kind: 'visit',
      title: '隔离病房远程探视',
      state: 'inProgress',
      at: -0.2,
      minutes: 20,
      department: '感染科',
      terminals: live(18, 2),
      extra: who,
    },
    {
      kind: 'visit',
      title: '新生儿科远程探视',
      state: 'ended',
      at: -6,
      minutes: 15,
      department: '新生儿科',
      terminals: far(6, 2),
    },
    // ward rounds
    {
      kind: 'ward',
      title: '心内科早查房',
      state: 'scheduled',
      at: 15,
      minutes: 30,
      department: '心内科',
      terminals: far(8, 3),
      extra: who,
    },
    {
      kind: 'ward',
      title: '神经内科联合查房',
      state: 'inProgress',
      at: -0.25,
      minutes: 45,
      department: '神经内科',
      terminals: live(20, 2),
      extra: who,
    },
    {
      kind: 'ward',
      title: '呼吸科教学查房',
      state: 'ended',
      at: -22,
      minutes: 40,
      department: '呼吸科',
      terminals: far(11, 3),
      extra: who,
    },
    // consultations
    {
      kind: 'consultation',
      title: '疑难病例多学科会诊',
      state: 'scheduled',
      at: 6,
      minutes: 60,
      department: '肿瘤科',
      terminals: far(14, 2),
      extra: {
        requestingHospital: '县人民医院',
        consultedHospital: '演示医院',
        requestingDeviceId: far(16, 1)[0]!,
        ...who,
      },
    },
    {
      kind: 'consultation',
      title: '急救车转运会诊',
      state: 'inProgress',
      at: -0.1,
      minutes: 30,
      department: '急诊科',
      terminals: live(22, 2),
      extra: { requestingHospital: '120 急救中心', consultedHospital: '演示医院', ...who },
    },
    {
      kind: 'consultation',
      title: '儿科远程会诊',
      state: 'ended',
      at: -48,
      minutes: 50,
      department: '儿科',
      terminals: far(2, 2),
      extra: { requestingHospital: '乡镇卫生院', consultedHospital: '演示医院' },
    },
  ];
  await seedPlans(tx, customerId, plans, { host, doctorIds, now });
}

/** Sessions as planned, through the sessions' own service (each its room or stream), with records. */
async function seedPlans(
  tx: Tx,
  customerId: number,
  plans: readonly Plan[],
  { host, doctorIds, now }: { host: number | null; doctorIds: number[]; now: Date },
): Promise<void> {
  for (const plan of plans) {
    const scheduledAt = new Date(now.getTime() + plan.at * HOUR);
    const [inserted] = await tx
      .insert(collaborationSessions)
      .values({
        customerId,
        kind: plan.kind,
        title: plan.title,
        scheduledAt,
        plannedMinutes: plan.minutes,
        department: plan.department,
        hostId: host,
        deviceAccountIds: plan.terminals,
        doctorIds: doctorIds.slice(0, 2),
        ...plan.extra,
      })
      .returning();
    let session: SessionRow = await createMedium(tx, inserted!);
    if (plan.state === 'scheduled') continue;
    if (plan.state === 'cancelled') {
      if (session.roomId)
        await tx.update(rooms).set({ status: 'deleted' }).where(eq(rooms.id, session.roomId));
      if (session.liveId) await tx.delete(lives).where(eq(lives.id, session.liveId));
      await tx
        .update(collaborationSessions)
        .set({ state: 'cancelled', liveId: null })
        .where(eq(collaborationSessions.id, session.id));
      continue;
    }
    const startedAt = scheduledAt;
    const endedAt =
      plan.state === 'ended' ? new Date(startedAt.getTime() + plan.minutes * MINUTE * 0.9) : null;
    const medium = COLLABORATION_MEDIUM[plan.kind];
    const devices = [
      ...new Set([session.sourceDeviceId, session.requestingDeviceId, ...plan.terminals]),
    ].filter((id): id is number => typeof id === 'number');
    if (medium === 'room' && session.roomId) {
      await tx
        .update(rooms)
        .set({ status: plan.state === 'ended' ? 'ended' : 'inProgress', startedAt, endedAt })
        .where(eq(rooms.id, session.roomId));
      // The terminals that joined applied their join (the last one of an ended session never came).
      const joined = plan.state === 'ended' ? devices.slice(0, Math.max(1, devices.length - 1)) : devices;
      const command = (deviceAccountId: number, kind: string, at: Date) => ({
        customerId,
        deviceAccountId,
        kind,
        payload: { roomId: session.roomId, name: plan.title },
        state: 'applied',
        createdBy: 'demo',
        createdAt: at,
        sentAt: at,
        acknowledgedAt: at,
        appliedAt: at,
      });
      await tx
        .insert(terminalCommands)
        .values([
          ...joined.map((id) => command(id, 'joinRoom', startedAt)),
          ...(endedAt ? joined.map((id) => command(id, 'leaveRoom', endedAt)) : []),
        ]);
    }
    if (medium === 'live' && session.liveId) {
      await tx.update(lives).set({ status: 'ended', startedAt, endedAt }).where(eq(lives.id, session.liveId));
      const viewers = [
        ...devices.map((id) => ({ viewerKind: 'device', viewerId: id, name: `终端 ${id}` })),
        ...doctorIds.slice(0, 1).map((id) => ({ viewerKind: 'account', viewerId: id, name: '李医生' })),
      ];
      const [names] = [
        await tx
          .select({ id: deviceAccounts.id, name: deviceAccounts.name, account: deviceAccounts.account })
          .from(deviceAccounts)
          .where(eq(deviceAccounts.customerId, customerId)),
      ];
      const byId = new Map(names.map((n) => [n.id, n.name || n.account]));
      if (viewers.length)
        await tx.insert(liveViewers).values(
          viewers.map((v) => ({
            customerId,
            liveId: session.liveId!,
            viewerKind: v.viewerKind,
            viewerId: v.viewerId,
            name: v.viewerKind === 'device' ? (byId.get(v.viewerId) ?? v.name) : v.name,
            joinedAt: startedAt,
          })),
        );
    }
    [session] = (await tx
      .update(collaborationSessions)
      .set({ state: plan.state, startedAt, endedAt })
      .where(eq(collaborationSessions.id, session.id))
      .returning()) as [SessionRow];
    const participants = await participantsOf(tx, session, (t) => t.online);
    await tx.insert(collaborationRecords).values({
      customerId,
      sessionId: session.id,
      kind: plan.kind,
      title: plan.title,
      patientName: session.patientName,
      department: plan.department,
      startedAt,
      endedAt,
      duration: endedAt ? Math.round((endedAt.getTime() - startedAt.getTime()) / 1000) : null,
      joined: endedAt ? participants.filter((p) => p.joined).map((p) => p.name) : [],
      invited: participants.filter((p) => p.invited).map((p) => p.name),
      participants,
    });
  }
}

/**
 * The demo's ambulance consultations (ADR 0046): consultation sessions that name a vehicle and a
 * receiving hospital of the demo fleet — one ended with its record, two scheduled. Seeded after
 * the fleet; idempotent (a tenant with ambulance consultations is left alone).
 */
export async function seedDemoAmbulanceConsultations(
  tx: Tx,
  customerId: number,
  now = new Date(),
): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(collaborationSessions)
    .where(
      and(
        eq(collaborationSessions.customerId, customerId),
        isNotNull(collaborationSessions.ambulanceVehicleId),
      ),
    );
  if ((existing?.n ?? 0) > 0) return;
  const vehicles = await tx
    .select({
      id: ambulanceVehicles.id,
      plate: ambulanceVehicles.plate,
      terminal: ambulanceVehicles.deviceAccountId,
    })
    .from(ambulanceVehicles)
    .where(eq(ambulanceVehicles.customerId, customerId))
    .orderBy(asc(ambulanceVehicles.plate))
    .limit(3);
  const hospitals = await tx
    .select({ id: ambulanceHospitals.id, name: ambulanceHospitals.name })
    .from(ambulanceHospitals)
    .where(eq(ambulanceHospitals.customerId, customerId))
    .orderBy(asc(ambulanceHospitals.id))
    .limit(3);
  if (vehicles.length < 3 || hospitals.length < 3) return;
  const doctorIds = await staffIdsOf(tx, customerId);
  const plan = (
    index: number,
    title: string,
    state: Plan['state'],
    at: number,
    minutes: number,
    department: string,
    patientName: string,
  ): Plan => ({
    kind: 'consultation',
    title,
    state,
    at,
    minutes,
    department,
    terminals: [],
    extra: {
      ambulanceVehicleId: vehicles[index]!.id,
      ambulanceHospitalId: hospitals[index]!.id,
      requestingHospital: vehicles[index]!.plate,
      requestingDeviceId: vehicles[index]!.terminal,
      consultedHospital: hospitals[index]!.name,
      patientName,
    },
  });
  await seedPlans(
    tx,
    customerId,
    [
      plan(0, '胸痛患者转运途中会诊', 'ended', -3, 25, '心内科', '王建华'),
      plan(1, '车祸多发伤院前会诊', 'scheduled', 1, 30, '创伤外科', '刘志强'),
      plan(2, '疑似卒中绿色通道会诊', 'scheduled', 2, 20, '神经内科', '陈秀英'),
    ],
    { host: doctorIds[0] ?? null, doctorIds, now },
  );
}
