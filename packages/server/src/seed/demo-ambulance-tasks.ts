import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import {
  nextTaskState,
  type TaskAction,
  type TaskMover,
  type TaskState,
} from '@console/contract/resources/ambulance-tasks';
import type { Tx } from '../db/client';
import { ambulanceHospitals, ambulancePositions, ambulanceVehicles } from '../modules/ambulance-fleet/tables';
import { deviceAccounts } from '../modules/device-accounts/tables';
import { ambulanceTaskEvents, ambulanceTaskNotices, ambulanceTasks } from '../modules/ambulance-tasks/tables';

const MINUTE = 60_000;

/** A move of a demo task; its states follow from the state machine, from `created` on. */
interface Step {
  action: TaskAction;
  by: TaskMover;
  actor: string;
  at: Date;
}

/**
 * Emergency tasks of the demo (ADR 0045), on the fleet's vehicles and hospitals: two closed tasks
 * whose times match the seeded tracks (the ambulance stood at the hospital when it arrived), so
 * their replay shows the trip; a cancelled one; one en route and one transporting that the demo
 * simulation drives on (to the pickup, then the hospital, whose geofences set the times), so
 * `npm start` shows tasks moving; and one waiting for an ambulance. A company with tasks is left
 * alone.
 */
export async function seedDemoAmbulanceTasks(tx: Tx, customerId: number, now = new Date()): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(ambulanceTasks)
    .where(eq(ambulanceTasks.customerId, customerId));
  if ((existing?.n ?? 0) > 0) return;
  const vehicles = await tx
    .select({
      id: ambulanceVehicles.id,
      deviceAccountId: ambulanceVehicles.deviceAccountId,
      account: deviceAccounts.account,
    })
    .from(ambulanceVehicles)
    .innerJoin(deviceAccounts, eq(deviceAccounts.id, ambulanceVehicles.deviceAccountId))
    .where(eq(ambulanceVehicles.customerId, customerId))
    .orderBy(asc(ambulanceVehicles.plate));
  const hospitals = await tx
    .select()
    .from(ambulanceHospitals)
    .where(eq(ambulanceHospitals.customerId, customerId))
    .orderBy(asc(ambulanceHospitals.id));
  if (vehicles.length < 5 || hospitals.length < 3) return;
  const dispatcher = 'dispatcher';
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  let serial = 0;

  /** Where the vehicle was at `at` (its seeded track), for a pickup on its way. */
  const placeAt = async (deviceAccountId: number, at: Date) => {
    const [fix] = await tx
      .select({ lat: ambulancePositions.lat, lng: ambulancePositions.lng })
      .from(ambulancePositions)
      .where(
        and(
          eq(ambulancePositions.customerId, customerId),
          eq(ambulancePositions.deviceAccountId, deviceAccountId),
          lte(ambulancePositions.createdAt, at),
        ),
      )
      .orderBy(desc(ambulancePositions.createdAt))
      .limit(1);
    return fix ?? { lat: 31.2304, lng: 121.4737 };
  };

  const add = async (
    values: Omit<typeof ambulanceTasks.$inferInsert, 'customerId' | 'number'>,
    steps: Step[],
    notice?: { hospitalId: number; at: Date; etaSeconds: number },
  ) => {
    serial += 1;
    const [task] = await tx
      .insert(ambulanceTasks)
      .values({ customerId, number: `${day}-${String(serial).padStart(3, '0')}`, ...values })
      .returning();
    let state: TaskState = 'created';
    const moves = steps.map((step) => {
      const from = state;
      state = nextTaskState(from, step.action, step.by)!;
      return { ...step, from, to: state };
    });
    if (moves.length)
      await tx.insert(ambulanceTaskEvents).values(
        moves.map((s) => ({
          customerId,
          taskId: task!.id,
          action: s.action,
          fromState: s.from,
          toState: s.to,
          by: s.by,
          actor: s.actor,
          reason: s.action === 'cancel' ? (values.cancelReason ?? null) : null,
          createdAt: s.at,
        })),
      );
    if (notice)
      await tx.insert(ambulanceTaskNotices).values({
        customerId,
        taskId: task!.id,
        hospitalId: notice.hospitalId,
        etaSeconds: notice.etaSeconds,
        etaAt: new Date(notice.at.getTime() + notice.etaSeconds * 1000),
        summary: `${task!.number} · ${values.priority}\n患者/Patient: ${values.patientName ?? '—'}\n主诉/Complaint: ${values.complaint}`,
        mail: 'noMail',
        mailError: null,
        createdAt: notice.at,
      });
  };

  // Two closed trips: the seeded tracks stop 15 minutes at hospital i (fleet seed), from
  // 84 (vehicle 0) and 72 (vehicle 1) minutes ago; the task arrived there then.
  for (const [i, arrivedAgo, patient] of [
    [0, 84, { name: '王建国', sex: 'male', age: 68, complaint: '突发胸痛伴大汗 40 分钟' }],
    [1, 72, { name: '陈秀英', sex: 'female', age: 74, complaint: '右侧肢体无力、言语不清 1 小时' }],
  ] as const) {
    const vehicle = vehicles[i]!;
    const hospital = hospitals[i]!;
    const arrived = new Date(now.getTime() - arrivedAgo * MINUTE);
    const dispatched = new Date(arrived.getTime() - 34 * MINUTE);
    const enRoute = new Date(dispatched.getTime() + MINUTE);
    const onScene = new Date(dispatched.getTime() + 12 * MINUTE);
    const transporting = new Date(dispatched.getTime() + 22 * MINUTE);
    const closed = new Date(arrived.getTime() + 14 * MINUTE);
    const pickup = await placeAt(vehicle.deviceAccountId, onScene);
    await add(
      {
        state: 'closed',
        priority: i === 0 ? 'critical' : 'urgent',
        callerName: i === 0 ? '王女士' : '陈先生',
        callerPhone: i === 0 ? '13916001234' : '13817005678',
        address: i === 0 ? '上海市黄浦区人民大道 200 号' : '上海市静安区南京西路 1266 号',
        lat: pickup.lat,
        lng: pickup.lng,
        complaint: patient.complaint,
        patientName: patient.name,
        patientSex: patient.sex,
        patientAge: patient.age,
        vehicleId: vehicle.id,
        hospitalId: hospital.id,
        notes: i === 0 ? '已通知胸痛中心' : '卒中绿色通道',
        createdAt: new Date(dispatched.getTime() - 2 * MINUTE),
        updatedAt: closed,
        dispatchedAt: dispatched,
        enRouteAt: enRoute,
        onSceneAt: onScene,
        transportingAt: transporting,
        arrivedAt: arrived,
        closedAt: closed,
      },
      [
        { action: 'dispatch', by: 'console', actor: dispatcher, at: dispatched },
        { action: 'depart', by: 'terminal', actor: vehicle.account, at: enRoute },
        {
          action: 'reachScene',
          by: 'geofence',
          actor: i === 0 ? '上海市黄浦区人民大道 200 号' : '上海市静安区南京西路 1266 号',
          at: onScene,
        },
        { action: 'transport', by: 'terminal', actor: vehicle.account, at: transporting },
        { action: 'arrive', by: 'geofence', actor: hospital.name, at: arrived },
        { action: 'close', by: 'console', actor: dispatcher, at: closed },
      ],
      { hospitalId: hospital.id, at: transporting, etaSeconds: 11 * 60 },
    );
  }

  // Cancelled before the ambulance got there.
  {
    const dispatched = new Date(now.getTime() - 50 * MINUTE);
    const cancelled = new Date(dispatched.getTime() + 6 * MINUTE);
    await add(
      {
        state: 'cancelled',
        priority: 'normal',
        callerName: '李先生',
        callerPhone: '13601234567',
        address: '上海市徐汇区漕溪北路 88 号',
        lat: 31.196,
        lng: 121.436,
        complaint: '腹痛 2 小时',
        vehicleId: vehicles[2]!.id,
        hospitalId: hospitals[2]!.id,
        createdAt: new Date(dispatched.getTime() - MINUTE),
        updatedAt: cancelled,
        dispatchedAt: dispatched,
        enRouteAt: new Date(dispatched.getTime() + MINUTE),
        cancelledAt: cancelled,
        cancelReason: '患者已自行前往医院',
      },
      [
        { action: 'dispatch', by: 'console', actor: dispatcher, at: dispatched },
        {
          action: 'depart',
          by: 'terminal',
          actor: vehicles[2]!.account,
          at: new Date(dispatched.getTime() + MINUTE),
        },
        { action: 'cancel', by: 'console', actor: dispatcher, at: cancelled },
      ],
    );
  }

  // Under way now: the demo simulation drives them on.
  const dispatchedNow = new Date(now.getTime() - 3 * MINUTE);
  await add(
    {
      state: 'enRoute',
      priority: 'critical',
      callerName: '赵女士',
      callerPhone: '13788889999',
      address: '上海市黄浦区南京东路 300 号',
      lat: 31.2389,
      lng: 121.4812,
      complaint: '老人跌倒后意识模糊',
      patientName: '赵桂兰',
      patientSex: 'female',
      patientAge: 81,
      vehicleId: vehicles[3]!.id,
      hospitalId: hospitals[5]!.id,
      createdAt: new Date(dispatchedNow.getTime() - MINUTE),
      dispatchedAt: dispatchedNow,
      enRouteAt: new Date(dispatchedNow.getTime() + MINUTE),
    },
    [
      { action: 'dispatch', by: 'console', actor: dispatcher, at: dispatchedNow },
      {
        action: 'depart',
        by: 'terminal',
        actor: vehicles[3]!.account,
        at: new Date(dispatchedNow.getTime() + MINUTE),
      },
    ],
  );
  {
    const dispatched = new Date(now.getTime() - 25 * MINUTE);
    const transporting = new Date(now.getTime() - 4 * MINUTE);
    await add(
      {
        state: 'transporting',
        priority: 'urgent',
        callerName: '孙先生',
        callerPhone: '13566667777',
        address: '上海市虹口区四川北路 1500 号',
        lat: 31.258,
        lng: 121.482,
        complaint: '车祸致左下肢外伤出血',
        patientName: '孙浩',
        patientSex: 'male',
        patientAge: 35,
        vehicleId: vehicles[4]!.id,
        hospitalId: hospitals[4]!.id,
        createdAt: new Date(dispatched.getTime() - MINUTE),
        dispatchedAt: dispatched,
        enRouteAt: new Date(dispatched.getTime() + MINUTE),
        onSceneAt: new Date(dispatched.getTime() + 10 * MINUTE),
        transportingAt: transporting,
      },
      [
        { action: 'dispatch', by: 'console', actor: dispatcher, at: dispatched },
        {
          action: 'depart',
          by: 'terminal',
          actor: vehicles[4]!.account,
          at: new Date(dispatched.getTime() + MINUTE),
        },
        {
          action: 'reachScene',
          by: 'geofence',
          actor: '上海市虹口区四川北路 1500 号',
          at: new Date(dispatched.getTime() + 10 * MINUTE),
        },
        { action: 'transport', by: 'terminal', actor: vehicles[4]!.account, at: transporting },
      ],
      { hospitalId: hospitals[4]!.id, at: transporting, etaSeconds: 9 * 60 },
    );
  }

  // A call just taken: waiting for an ambulance.
  await add(
    {
      state: 'created',
      priority: 'urgent',
      callerName: '周先生',
      callerPhone: '13455556666',
      address: '上海市浦东新区世纪大道 100 号',
      lat: 31.2363,
      lng: 121.5058,
      complaint: '呼吸困难，既往哮喘史',
      patientAge: 45,
      patientSex: 'male',
      createdAt: new Date(now.getTime() - MINUTE),
    },
    [],
  );
}
