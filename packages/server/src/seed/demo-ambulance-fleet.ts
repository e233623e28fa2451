import { and, asc, count, eq } from 'drizzle-orm';
import { gpsTrack } from '@console/simulator/gps';
import { seededRandom } from '@console/simulator/random';
import { vitalsStream } from '@console/simulator/vitals';
import type { Tx } from '../db/client';
import {
  ambulanceAttributes,
  ambulanceCameras,
  ambulanceHospitals,
  ambulanceMedicalDevices,
  ambulancePositions,
  ambulanceVehicles,
  type AmbulancePosition,
} from '../modules/ambulance-fleet/tables';
import { deviceAccounts } from '../modules/device-accounts/tables';

/** Receiving hospitals around the simulator's city centre (31.2304, 121.4737). */
const HOSPITALS = [
  {
    name: '瑞金医院',
    address: '黄浦区瑞金二路 197 号',
    lat: 31.213,
    lng: 121.469,
    level: '三甲',
    chest: '是',
  },
  {
    name: '华山医院',
    address: '静安区乌鲁木齐中路 12 号',
    lat: 31.216,
    lng: 121.442,
    level: '三甲',
    chest: '是',
  },
  { name: '中山医院', address: '徐汇区枫林路 180 号', lat: 31.198, lng: 121.451, level: '三甲', chest: '是' },
  {
    name: '仁济医院东院',
    address: '浦东新区浦建路 160 号',
    lat: 31.207,
    lng: 121.526,
    level: '三甲',
    chest: '否',
  },
  {
    name: '市第一人民医院',
    address: '虹口区武进路 85 号',
    lat: 31.25,
    lng: 121.486,
    level: '三甲',
    chest: '是',
  },
  {
    name: '黄浦区中心医院',
    address: '黄浦区四川中路 109 号',
    lat: 31.238,
    lng: 121.491,
    level: '二甲',
    chest: '否',
  },
];

const VEHICLES = [
  {
    plate: '沪A·12001',
    model: '福特全顺 V362 监护型',
    station: '中心急救站',
    crew: ['张伟 医生', '李娜 护士', '王强 驾驶员'],
  },
  {
    plate: '沪A·12002',
    model: '依维柯 Daily 监护型',
    station: '中心急救站',
    crew: ['刘洋 医生', '陈静 护士', '赵磊 驾驶员'],
  },
  {
    plate: '沪A·12003',
    model: '奔驰 Sprinter 负压型',
    station: '徐汇分站',
    crew: ['杨帆 医生', '周敏 护士', '吴刚 驾驶员'],
  },
  {
    plate: '沪A·12004',
    model: '福特全顺 V362 监护型',
    station: '浦东分站',
    crew: ['黄磊 医生', '孙丽 护士', '马超 驾驶员'],
  },
  {
    plate: '沪A·12005',
    model: '依维柯 Daily 转运型',
    station: '虹口分站',
    crew: ['林涛 医生', '何雪 护士', '郭亮 驾驶员'],
  },
  {
    plate: '沪A·12006',
    model: '奔驰 Sprinter 监护型',
    station: '静安分站',
    crew: ['徐静 医生', '朱红 护士', '胡军 驾驶员'],
  },
];

/** Minutes of seeded track behind each vehicle, one fix every {@link HISTORY_STEP_S} seconds. */
const HISTORY_MINUTES = 120;
const HISTORY_STEP_S = 10;

/**
 * The ambulance fleet's demo (ADR 0040): hospitals with their attributes around the city centre,
 * the first six ambulance terminals as vehicles with plates, crews, medical devices (one still
 * waiting for onboarding) and cameras, and two hours of GPS fixes with vitals behind each, with
 * a stop at a hospital, so the live map and the replay show something at once. The demo
 * simulation drives the same terminals from there. A company with vehicles is left alone.
 */
export async function seedDemoAmbulanceFleet(tx: Tx, customerId: number, now = new Date()): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(ambulanceVehicles)
    .where(eq(ambulanceVehicles.customerId, customerId));
  if ((existing?.n ?? 0) > 0) return;

  const attribute = async (
    target: string,
    name: string,
    type: string,
    options: string[],
    required = false,
    sort = 0,
  ) => {
    const [row] = await tx
      .insert(ambulanceAttributes)
      .values({ customerId, target, name, type, options, required, sort })
      .returning({ id: ambulanceAttributes.id });
    return String(row!.id);
  };
  const level = await attribute('hospital', '医院等级', 'select', ['三甲', '三乙', '二甲', '二乙'], true, 1);
  const chest = await attribute('hospital', '胸痛中心', 'select', ['是', '否'], false, 2);
  const beds = await attribute('hospital', '急诊床位', 'number', [], false, 3);
  const fleetNo = await attribute('vehicle', '车辆编号', 'text', [], false, 1);
  const negative = await attribute('vehicle', '负压救护车', 'select', ['是', '否'], false, 2);
  const resolution = await attribute('camera', '分辨率', 'select', ['1080p', '720p'], false, 1);

  const hospitals = await tx
    .insert(ambulanceHospitals)
    .values(
      HOSPITALS.map((h, i) => ({
        customerId,
        name: h.name,
        address: `上海市${h.address}`,
        lat: h.lat,
        lng: h.lng,
        departments:
          i % 2 === 0 ? ['急诊科', '心内科', '神经内科', '创伤外科'] : ['急诊科', '胸痛中心', '卒中中心'],
        contactName: '急诊科值班室',
        contactPhone: `021-6${String(3000000 + i * 1111).padStart(7, '0')}`,
        geofenceRadius: i === 3 ? 300 : null,
        attributes: { [level]: h.level, [chest]: h.chest, [beds]: 20 + i * 6 },
      })),
    )
    .returning({ id: ambulanceHospitals.id, lat: ambulanceHospitals.lat, lng: ambulanceHospitals.lng });

  const terminals = await tx
    .select({ id: deviceAccounts.id })
    .from(deviceAccounts)
    .where(and(eq(deviceAccounts.customerId, customerId), eq(deviceAccounts.deviceType, 'ambulance')))
    .orderBy(asc(deviceAccounts.account))
    .limit(VEHICLES.length);
  if (terminals.length === 0) return;
  const vehicles = await tx
    .insert(ambulanceVehicles)
    .values(
      terminals.map((terminal, i) => ({
        customerId,
        deviceAccountId: terminal.id,
        plate: VEHICLES[i]!.plate,
        vehicleModel: VEHICLES[i]!.model,
        station: VEHICLES[i]!.station,
        crew: VEHICLES[i]!.crew,
        attributes: { [fleetNo]: `120-${String(i + 1).padStart(3, '0')}`, [negative]: i === 2 ? '是' : '否' },
      })),
    )
    .returning({ id: ambulanceVehicles.id, deviceAccountId: ambulanceVehicles.deviceAccountId });

  const devices: (typeof ambulanceMedicalDevices.$inferInsert)[] = [];
  const cameras: (typeof ambulanceCameras.$inferInsert)[] = [];
  vehicles.forEach((vehicle, i) => {
    const onboarded = { state: 'onboarded', onboardedAt: new Date(now.getTime() - (30 + i) * 86_400_000) };
    devices.push(
      {
        customerId,
        vehicleId: vehicle.id,
        kind: 'monitor',
        model: '迈瑞 BeneVision N12',
        serial: `MR-N12-${1001 + i}`,
        ...onboarded,
      },
      {
        customerId,
        vehicleId: vehicle.id,
        kind: 'defibrillator',
        model: '迈瑞 BeneHeart D6',
        serial: `MR-D6-${2001 + i}`,
        ...onboarded,
      },
    );
    if (i % 2 === 0)
      devices.push({
        customerId,
        vehicleId: vehicle.id,
        kind: 'ventilator',
        model: '德尔格 Oxylog 3000',
        serial: `DR-OX-${3001 + i}`,
        ...onboarded,
      });
    if (i === 1)
      devices.push({
        customerId,
        vehicleId: vehicle.id,
        kind: 'ecg',
        model: '飞利浦 PageWriter TC30',
        serial: 'PH-TC30-4001',
        state: 'pending',
        description: '新购置，待安装调试',
      });
    cameras.push(
      {
        customerId,
        vehicleId: vehicle.id,
        name: '医疗舱摄像头',
        position: 'cabin',
        streamUrl: `rtsp://10.20.${i + 1}.11:554/Streaming/Channels/101`,
        attributes: { [resolution]: '1080p' },
      },
      {
        customerId,
        vehicleId: vehicle.id,
        name: '车前摄像头',
        position: 'front',
        streamUrl: `rtsp://10.20.${i + 1}.12:554/Streaming/Channels/101`,
        attributes: { [resolution]: '720p' },
      },
    );
  });
  await tx.insert(ambulanceMedicalDevices).values(devices);
  await tx.insert(ambulanceCameras).values(cameras);

  // Two hours of fixes behind each vehicle: driving, then a 15-minute stop at a hospital's door.
  const rows: AmbulancePosition[] = [];
  const steps = (HISTORY_MINUTES * 60) / HISTORY_STEP_S;
  vehicles.forEach((vehicle, i) => {
    const random = seededRandom(1800 + i);
    const drive = gpsTrack(random);
    const vitals = vitalsStream(random);
    const hospital = hospitals[i % hospitals.length]!;
    const stopFrom = Math.floor(steps * (0.3 + 0.1 * (i % 3)));
    const stopTo = stopFrom + (15 * 60) / HISTORY_STEP_S;
    for (let step = 0; step < steps; step++) {
      const at = new Date(now.getTime() - (steps - step) * HISTORY_STEP_S * 1000);
      const fix =
        step >= stopFrom && step < stopTo
          ? { lat: hospital.lat, lng: hospital.lng, speed: 0, heading: 0 }
          : drive(HISTORY_STEP_S);
      rows.push({ customerId, deviceAccountId: vehicle.deviceAccountId, createdAt: at, ...fix, ...vitals() });
    }
  });
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(ambulancePositions).values(rows.slice(i, i + 1000));
}
