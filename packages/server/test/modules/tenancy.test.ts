import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MEET_OK, PATHS, USER_TYPES, meetPaths } from '@console/contract';
import type { Application, CustomerApplication } from '@console/contract/resources/applications';
import type { LoginResult, UserInfo } from '@console/contract/resources/identity';
import type { MenuNode } from '@console/contract/resources/menus';
import type { UserLog } from '@console/contract/resources/user-logs';
import type { Caller } from '../../src/platform/caller';
import { applications, customerApplications, userAppSettings } from '../../src/modules/applications/tables';
import { userLogs } from '../../src/platform/audit-tables';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { videoSources } from '../../src/modules/video-sources/tables';
import { layoutTemplates } from '../../src/modules/layout-templates/tables';
import { customers, roles, sessions, users } from '../../src/platform/identity-tables';
import { menus } from '../../src/modules/menus/tables';
import { terminalCommands, terminalTelemetry } from '../../src/modules/realtime/tables';
import { memberApprovals, memberFriends } from '../../src/modules/members/tables';
import { deviceGroups } from '../../src/modules/device-groups/tables';
import { computeServers } from '../../src/modules/compute-servers/tables';
import { roomFiles, rooms } from '../../src/modules/rooms/tables';
import { deviceModuleAliases, deviceModules } from '../../src/modules/device-modules/tables';
import { deviceUiUrls } from '../../src/modules/device-ui-urls/tables';
import { fuseMeetings } from '../../src/modules/fuse-meetings/tables';
import { networkCameras } from '../../src/modules/network-cameras/tables';
import { videoGroups } from '../../src/modules/video-groups/tables';
import {
  terminalStreamGroups,
  terminalStreamSettings,
  terminalStreamTerminals,
} from '../../src/modules/terminal-streams/tables';
import { visitSettings } from '../../src/modules/visit-settings/tables';
import { branches } from '../../src/modules/branches/tables';
import { wards } from '../../src/modules/wards/tables';
import { visitRegistrations, visits, wardVisiting } from '../../src/modules/visits/tables';
import { alarmEvents, alarms } from '../../src/modules/alarms/tables';
import { careNotes } from '../../src/modules/care-notes/tables';
import { patientFiles } from '../../src/modules/patient-files/tables';
import { qcStatisticsTasks } from '../../src/modules/qc-statistics/tables';
import { visitTemplates } from '../../src/modules/visit-templates/tables';
import { DEFAULT_WARD_VISITING, WEEKDAYS } from '@console/contract/resources/visits';
import { beds } from '../../src/modules/beds/tables';
import { collectionBoxes } from '../../src/modules/collection-boxes/tables';
import { wardDevices } from '../../src/modules/ward-devices/tables';
import {
  dataPushDeliveries,
  dataPushFieldPolicies,
  dataPushTargets,
} from '../../src/modules/data-push/tables';
import { visitNotices } from '../../src/modules/visit-notices/tables';
import { patients } from '../../src/modules/patients/tables';
import { monitoringIndicators } from '../../src/modules/monitoring-indicators/tables';
import { indicatorThresholds } from '../../src/modules/indicator-thresholds/tables';
import { criticalDevices } from '../../src/modules/critical-devices/tables';
import { monitorScopes } from '../../src/modules/monitor-scopes/tables';
import { liveRecordings, lives } from '../../src/modules/lives/tables';
import { liveChatMessages, liveFiles, liveViewers } from '../../src/modules/live-chat/tables';
import { schoolQuestions } from '../../src/modules/school-questions/tables';
import { documentCategories, documents } from '../../src/modules/documents/tables';
import { appServices, appServiceUsers, gateways, gatewayUsers } from '../../src/modules/gateways/tables';
import { schoolMessageReceipts, schoolMessages } from '../../src/modules/school-messages/tables';
import { callGroups, callLogs, chatPhrases } from '../../src/modules/virtual-cockpit/tables';
import {
  opCourseDots,
  opCourses,
  opDepartments,
  opDevices,
  opMarkIcons,
  opOrgans,
} from '../../src/modules/surgical-teaching/tables';
import { collaborationRecords, collaborationSessions } from '../../src/modules/collaboration/tables';
import { currentCode, newSetupKey } from '../../src/modules/gateways/service-code';
import { wechatAccounts, wechatMiniPrograms, wechatTemplates } from '../../src/modules/wechat/tables';
import { vodCategories, vodUploads, vodVideos } from '../../src/modules/vod/tables';
import { UPGRADE_ROLLOUTS_PATH } from '@console/contract/upgrades';
import { VOD_UPLOADS_PATH } from '@console/contract/uploads';
import { api, BASE, build, expectError, expectOk, listRoutes, TENANT_PASSWORD, type Tenant } from '../helper';
import { makePdf, makePng, multipart } from '../files';
// system settings (issue 17)
import { SETTINGS_PATHS, systemSettingMeetPaths } from '@console/contract/resources/system-settings';
import { AMBULANCE_SETTINGS_PATH } from '@console/contract/resources/ambulance-system';
import { ambulanceTasks } from '../../src/modules/ambulance-tasks/tables';
import {
  ambulanceAttributes,
  ambulanceCameras,
  ambulanceGeofenceEvents,
  ambulanceHospitals,
  ambulanceMedicalDevices,
  ambulancePositions,
  ambulanceVehicles,
} from '../../src/modules/ambulance-fleet/tables';

/**
 * The tenancy wall (ARCHITECTURE §5): a customer administrator of tenant A can neither read nor
 * change anything of tenant B, through any endpoint. Every route the app registers must have a
 * row in EXPECTATIONS, so a new endpoint cannot ship without saying how it keeps tenants apart.
 */
const ctx = build();
let a: Tenant;
let b: Tenant;
/** A row only B has, with a name that must never show up in A's answers. */
const B_ROLE_NAME = 'B专属角色';
let bRole: typeof roles.$inferSelect | undefined;
let bTerminal: typeof deviceAccounts.$inferSelect | undefined;
let aTerminal: typeof deviceAccounts.$inferSelect | undefined;
let bSource: typeof videoSources.$inferSelect | undefined;
/** Source types still free on A's terminal (one source of each type per terminal). */
const freeSourceTypes = ['sdi', 'vga', 'usbCamera', 'networkCamera', 'screenShare', 'medicalDevice'];
let bMember2: { id: number; account: string };
let bApproval: typeof memberApprovals.$inferSelect | undefined;
const MEET = meetPaths('platform');
let bTemplate: typeof layoutTemplates.$inferSelect | undefined;
/** A file B uploaded: its URL is B's to hand out. */
let bFileUrl = '';
/** B's partial VOD upload (tus id) and A's VOD category (A's new videos go there). */
let bVodUploadId = '';
let aVodCategoryId = 0;
let aDocumentCategoryId = 0;
/** A's surgical teaching rows the probes create under, its icon upload and terminals free to be devices. */
const aOp = { organId: 0, videoId: 0, courseId: 0, iconId: 0, iconUrl: '' };
const aOpTerminals: number[] = [];
/** Makes the names of rows the probes create distinct. */
let serial = 1;
/** B's rows of the device catalogue, by resource key. */
const bRows: Record<string, number> = {};
let aTerminalId = 0;
/** A's subjects without visit settings yet: each create probe takes one. */
const aVisitSubjects: { subject: string; subjectId: number }[] = [];
let moduleId = 0;
/** A's ward (beds and boxes created by the probes go there). */
let aWardId = 0;
let aBedId = 0;
/** A's indicators without a ward threshold yet: each threshold create probe takes one. */
const aIndicators: number[] = [];
/** A's compute-type device accounts without a compute server yet: each create probe takes one. */
const aComputeAccounts: number[] = [];
/** A's subjects without a monitor scope yet: each create probe takes one. */
const aScopeSubjects: { subject: string; subjectId: number }[] = [];
/** A's admitted patient and approved registration (visits are booked for it). */
let aPatientId = 0;
/** PDFs A uploaded for patient files: a new record takes only such a file. */
const aPatientFileUploads: string[] = [];
/** A's room and its shared-file uploads (each room-file create probe takes one). */
let aRoomId = 0;
const aRoomFileUploads: string[] = [];
let aLiveId = 0;
let aGatewayId = 0;
let aWechatAccountId = 0;
let aServiceId = 0;
/** A's gateway users not yet applied for A's service: each create probe takes one. */
const aGatewayUsers: number[] = [];
let bGatewayKey = '';
const aLiveFileUploads: string[] = [];
let aRegistrationId = 0;
let aliasId = 0;
/** A menu of the platform application, grantable by any tenant. */
let platformMenuId = 0;
const P = PATHS.application;
/** A's editor (SPEC §6: the hospital and device pages are the editor role's). */
let aEditor = '';
/** A's ambulance terminals (accounts) and those without a vehicle yet: each vehicle create takes one. */
const aAmbulanceAccounts = new Set<string>();
const aFreeAmbulances: number[] = [];
let aVehicleId = 0;
let aHospitalId = 0;
let bAmbulanceId = 0;
/** A fix of B's that A must never see: its latitude is the marker. */
const B_FIX_LAT = 12.345678;

beforeAll(async () => {
  a = await ctx.createTenant('tenancy_a', ['platform', 'icu']);
  b = await ctx.createTenant('tenancy_b', ['platform', 'aiIcu']);
  // B has data of its own: a user log row, a preference, a staff user.
  expectOk(await post(b.admin.token, P.updateUserAppInfo, { defaultAppKey: 'aiIcu' }));
  await ctx.createUser({ account: 'tenancy_b_staff', customerId: b.customerId, userType: USER_TYPES.staff });
  const [menu] = await ctx.database.db.select().from(menus).where(eq(menus.routeName, 'userLog'));
  platformMenuId = menu!.id;
  [bRole] = await ctx.database.db
    .insert(roles)
    .values({ customerId: b.customerId, name: B_ROLE_NAME, value: 'doctor', type: 3, remarks: B_ROLE_NAME })
    .returning();
  const terminal = (customerId: number, account: string) => ({
    customerId,
    account,
    name: B_ROLE_NAME,
    deviceType: 'terminal',
    loginAccount: account,
    password: 'not-a-hash',
  });
  [bTerminal] = await ctx.database.db
    .insert(deviceAccounts)
    .values(terminal(b.customerId, '9000002'))
    .returning();
  [aTerminal] = await ctx.database.db
    .insert(deviceAccounts)
    .values({ ...terminal(a.customerId, '9000001'), name: 'A' })
    .returning();
  [bSource] = await ctx.database.db
    .insert(videoSources)
    .values({
      customerId: b.customerId,
      deviceAccountId: bTerminal!.id,
      name: B_ROLE_NAME,
      type: 'hdmi',
      primary: true,
    })
    .returning();
  await ctx.database.db.insert(videoSources).values({
    customerId: a.customerId,
    deviceAccountId: aTerminal!.id,
    name: 'A',
    type: 'hdmi',
    primary: true,
  });
  aTerminalId = aTerminal!.id;
  const computeAccounts = await ctx.database.db
    .insert(deviceAccounts)
    .values(
      [1, 2, 3, 4, 5, 6, 7].map((i) => ({
        ...terminal(a.customerId, `900008${i}`),
        name: 'A',
        deviceType: 'compute',
      })),
    )
    .returning({ id: deviceAccounts.id });
  aComputeAccounts.push(...computeAccounts.map((row) => row.id));
  // A's own compute server, so its list is not empty.
  await ctx.database.db.insert(computeServers).values({
    customerId: a.customerId,
    name: 'A',
    deviceAccountId: aComputeAccounts.pop()!,
    sn: 'A-SN',
    macAddress: '02:00:00:00:00:A0',
    maxPayload: 4,
  });
  await seedCatalogueOfB();
  await seedAmbulanceFleet();
  expectOk(await post(a.admin.token, P.updateUserAppInfo, { defaultAppKey: 'icu' }));
  // Members: B has a second member, a friendship and a request waiting; A has an apply code.
  bMember2 = await ctx.createUser({
    account: '17000000002',
    customerId: b.customerId,
    userType: USER_TYPES.member,
  });
  await ctx.database.db.insert(memberFriends).values([
    { customerId: b.customerId, memberId: b.member.id, friendId: bMember2.id },
    { customerId: b.customerId, memberId: bMember2.id, friendId: b.member.id },
  ]);
  [bApproval] = await ctx.database.db
    .insert(memberApprovals)
    .values({
      customerId: b.customerId,
      account: '17000000003',
      realName: B_ROLE_NAME,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await ctx.database.db
    .update(customers)
    .set({ applyCode: 'TENANTA1' })
    .where(eq(customers.id, a.customerId));
  const fullScreen = [{ x: 0, y: 0, width: 1920, height: 1080, main: true }];
  [bTemplate] = await ctx.database.db
    .insert(layoutTemplates)
    .values({ customerId: b.customerId, name: B_ROLE_NAME, areas: fullScreen })
    .returning();
  await ctx.database.db
    .insert(layoutTemplates)
    .values({ customerId: a.customerId, name: 'A', areas: fullScreen });
  bFileUrl = expectOk<{ url: string }>(await uploadAs(b.admin.token, 'avatar')).url;
});

function uploadAs(token: string | null, purpose: string, query = '') {
  return ctx.injectAs(token, {
    method: 'POST',
    url: api(`/console/api/v1/uploads?purpose=${purpose}${query}`),
    ...multipart(makePng(8, 8)),
  });
}

/** B's cameras, groups, video wall, UI address and gateway, all named with the marker. */
/** B's hospital (a branch, a ward with a bed and a box, an admitted patient) and A's own. */
async function seedMedicalData() {
  const db = ctx.database.db;
  for (const [customerId, mark] of [
    [b.customerId, B_ROLE_NAME],
    [a.customerId, 'A'],
  ] as const) {
    const [branch] = await db
      .insert(branches)
      .values({ customerId, name: mark, code: `BR${customerId}` })
      .returning();
    const [ward] = await db
      .insert(wards)
      .values({ customerId, name: mark, code: `W${customerId}`, branchId: branch!.id })
      .returning();
    const [bed] = await db
      .insert(beds)
      .values({ customerId, wardId: ward!.id, number: 1, code: `B${customerId}`, name: mark })
      .returning();
    const [box] = await db
      .insert(collectionBoxes)
      .values({ customerId, name: mark, serialNumber: `SN${customerId}`, wardId: ward!.id, bedId: bed!.id })
      .returning();
    const [wardDevice] = await db
      .insert(wardDevices)
      .values({ customerId, name: mark, type: 'camera', role: 'ward', wardId: ward!.id, bedId: bed!.id })
      .returning();
    // Intensive-care configuration: an indicator with a ward and a bed threshold, a monitor at the
    // bed, and the company's member watching the ward.
    const [indicator] = await db
      .insert(monitoringIndicators)
      .values({ customerId, code: 'heartRate', name: mark, builtIn: true, alarmHigh: 150 })
      .returning();
    const [threshold] = await db
      .insert(indicatorThresholds)
      .values([
        { customerId, indicatorId: indicator!.id, wardId: ward!.id, alarmHigh: 140 },
        { customerId, indicatorId: indicator!.id, wardId: ward!.id, bedId: bed!.id, alarmHigh: 130 },
      ])
      .returning();
    const [criticalDevice] = await db
      .insert(criticalDevices)
      .values({ customerId, name: mark, type: 'monitor', wardId: ward!.id, bedId: bed!.id })
      .returning();
    const [scope] = await db
      .insert(monitorScopes)
      .values({
        customerId,
        subject: 'member',
        subjectId: customerId === b.customerId ? b.member.id : a.member.id,
        wardIds: [ward!.id],
      })
      .returning();
    const [patient] = await db
      .insert(patients)
      .values({
        customerId,
        name: mark,
        sex: 'female',
        age: 50,
        hospitalNumber: `H${customerId}`,
        status: 'admitted',
        bedId: bed!.id,
        admittedAt: new Date(),
      })
      .returning();
    // ICU visitation: round-the-clock visiting hours, a notice template, an approved
    // registration and a booked visit.
    await db.insert(wardVisiting).values({
      customerId,
      wardId: ward!.id,
      settings: {
        ...DEFAULT_WARD_VISITING,
        periods: WEEKDAYS.map((weekday) => ({ weekday, start: '00:00', end: '23:59', capacity: 50 })),
      },
    });
    const [template] = await db
      .insert(visitTemplates)
      .values({ customerId, name: mark, event: 'visitBooked', channel: 'sms', content: mark })
      .returning();
    const [registration] = await db
      .insert(visitRegistrations)
      .values({
        customerId,
        patientId: patient!.id,
        familyName: mark,
        familyPhone: '13800138000',
        relation: 'child',
        state: 'approved',
      })
      .returning();
    const [pending] = await db
      .insert(visitRegistrations)
      .values({
        customerId,
        patientId: patient!.id,
        familyName: mark,
        familyPhone: '13800138000',
        relation: 'child',
      })
      .returning();
    const [visit] = await db
      .insert(visits)
      .values({
        customerId,
        registrationId: registration!.id,
        patientId: patient!.id,
        patientName: mark,
        wardId: ward!.id,
        bedId: bed!.id,
        familyName: mark,
        visitType: 'video',
        startsAt: new Date(Date.now() + 86_400_000),
        minutes: 30,
        overdueSeconds: 60,
        code: '000000',
      })
      .returning();
    // Data push: a target with a delivery in its log, and a notice sent to the family.
    const [target] = await db
      .insert(dataPushTargets)
      .values({
        customerId,
        name: mark,
        url: 'http://127.0.0.1:9/hook',
        dataTypes: ['notices'],
        secret: 'sealed',
        secretHint: 'whsec_••••',
      })
      .returning();
    // Told apart by what each chose: B the family's phone, A the patient's name.
    await db
      .insert(dataPushFieldPolicies)
      .values({ customerId, fields: [customerId === b.customerId ? 'familyPhone' : 'patientName'] });
    const [delivery] = await db
      .insert(dataPushDeliveries)
      .values({
        customerId,
        targetId: target!.id,
        event: 'test',
        messageId: `msg_${mark}`,
        payload: { mark },
      })
      .returning();
    const [notice] = await db
      .insert(visitNotices)
      .values({
        customerId,
        event: 'visitBooked',
        registrationId: registration!.id,
        visitId: visit!.id,
        phone: '13800138000',
        text: mark,
        state: 'noChannel',
      })
      .returning();
    if (customerId === b.customerId)
      Object.assign(bRows, {
        dataPushTargets: target!.id,
        dataPushDeliveries: delivery!.id,
        visitNotices: notice!.id,
        visitRegistrationApproved: registration!.id,
        visitTemplates: template!.id,
        visitRegistrations: pending!.id,
        visits: visit!.id,
      });
    else {
      aPatientId = patient!.id;
      aRegistrationId = registration!.id;
    }
    // An alarm of the bed with its history (the alarms routes must not reach B's).
    const [alarm] = await db
      .insert(alarms)
      .values({
        customerId,
        wardId: ward!.id,
        bedId: bed!.id,
        indicatorId: indicator!.id,
        code: 'heartRate',
        level: 'alarm',
        value: 160,
        lastValue: 160,
        raisedAt: new Date(),
      })
      .returning();
    await db
      .insert(alarmEvents)
      .values({ customerId, alarmId: alarm!.id, kind: 'raised', at: new Date(), level: 'alarm', value: 160 });
    if (customerId === b.customerId) bRows.alarms = alarm!.id;
    // A care note of the patient (written at the bed screen).
    const [careNote] = await db
      .insert(careNotes)
      .values({ customerId, patientId: patient!.id, bedId: bed!.id, text: mark, author: 'x' })
      .returning();
    if (customerId === b.customerId) bRows.careNotes = careNote!.id;
    const [patientFile] = await db
      .insert(patientFiles)
      .values({
        customerId,
        patientId: patient!.id,
        title: mark,
        file: `/x/${customerId}.pdf`,
        uploadedBy: 'x',
      })
      .returning();
    if (customerId === b.customerId) bRows.patientFiles = patientFile!.id;
    // A QC statistics task over the ward (its result export must not reach B's).
    const [qcTask] = await db
      .insert(qcStatisticsTasks)
      .values({
        customerId,
        name: mark,
        wardId: ward!.id,
        from: new Date('2026-05-04T00:00:00Z'),
        to: new Date('2026-05-05T00:00:00Z'),
        state: 'failed',
        error: mark,
      })
      .returning();
    if (customerId === b.customerId) bRows.qcStatisticsTasks = qcTask!.id;
    if (customerId === b.customerId)
      Object.assign(bRows, {
        branches: branch!.id,
        wards: ward!.id,
        beds: bed!.id,
        collectionBoxes: box!.id,
        wardDevices: wardDevice!.id,
        patients: patient!.id,
        monitoringIndicators: indicator!.id,
        indicatorThresholds: threshold!.id,
        criticalDevices: criticalDevice!.id,
        monitorScopes: scope!.id,
      });
    else {
      aWardId = ward!.id;
      aBedId = bed!.id;
      const spare = await db
        .insert(monitoringIndicators)
        .values(['a1', 'a2', 'a3', 'a4'].map((code) => ({ customerId, code, name: code })))
        .returning();
      aIndicators.push(...spare.map((row) => row.id));
    }
  }
}

async function seedCatalogueOfB() {
  const db = ctx.database.db;
  const customerId = b.customerId;
  const [camera] = await db
    .insert(networkCameras)
    .values({
      customerId,
      name: B_ROLE_NAME,
      brand: 'hikvision',
      address: '10.0.0.2',
      password: 'b-secret',
      mainStreamPath: '/b',
      mainStreamResolution: '1920x1080',
      mainStreamFrameRate: 25,
      mainStreamBitrate: 4096,
      subStreamResolution: '704x576',
      subStreamFrameRate: 15,
      subStreamBitrate: 512,
      deviceAccountId: bTerminal!.id,
    })
    .returning();
  bRows.networkCameras = camera!.id;
  const [group] = await db
    .insert(deviceGroups)
    .values({ customerId, name: B_ROLE_NAME, deviceAccountIds: [bTerminal!.id] })
    .returning();
  bRows.groups = group!.id;
  // B's ambulance terminal, which no key of A's external systems lists (ADR 0038)
  await db.insert(deviceAccounts).values({
    customerId,
    account: '9000093',
    name: B_ROLE_NAME,
    deviceType: 'ambulance',
    loginAccount: '9000093',
    password: 'not-a-hash',
  });
  const [bCompute] = await db
    .insert(deviceAccounts)
    .values({
      customerId,
      account: '9000092',
      name: B_ROLE_NAME,
      deviceType: 'compute',
      loginAccount: '9000092',
      password: 'not-a-hash',
    })
    .returning();
  const [computeServer] = await db
    .insert(computeServers)
    .values({
      customerId,
      name: B_ROLE_NAME,
      deviceAccountId: bCompute!.id,
      sn: 'B-SN-1',
      macAddress: '02:00:00:00:00:B2',
      maxPayload: 4,
    })
    .returning();
  bRows.computeServers = computeServer!.id;
  // B's meeting in progress with its terminal, and a file shared in it
  const [room] = await db
    .insert(rooms)
    .values({
      customerId,
      name: B_ROLE_NAME,
      status: 'inProgress',
      entryMode: 'invite',
      inviteCode: '424242',
      maxDevices: 2,
      deviceAccountIds: [bTerminal!.id],
      startedAt: new Date(),
    })
    .returning();
  bRows.rooms = room!.id;
  const [roomFile] = await db
    .insert(roomFiles)
    .values({ customerId, roomId: room!.id, title: B_ROLE_NAME, file: `/x/${customerId}.png` })
    .returning();
  bRows.roomFiles = roomFile!.id;
  const [wall] = await db
    .insert(videoGroups)
    .values({ customerId, name: B_ROLE_NAME, split: 4, cells: [{ source: 'camera', id: camera!.id }] })
    .returning();
  bRows.videoGroups = wall!.id;
  const [ui] = await db
    .insert(deviceUiUrls)
    .values({ customerId, name: B_ROLE_NAME, url: 'https://b.example', isDefault: true })
    .returning();
  bRows.deviceUiUrls = ui!.id;
  const [gateway] = await db
    .insert(fuseMeetings)
    .values({ customerId, name: B_ROLE_NAME, gatewayAddress: '10.0.0.3' })
    .returning();
  bRows.fuseMeetings = gateway!.id;
  const [vodCategory] = await db
    .insert(vodCategories)
    .values({ customerId, name: B_ROLE_NAME, key: 'bonly' })
    .returning();
  bRows.vodCategories = vodCategory!.id;
  const [vodVideo] = await db
    .insert(vodVideos)
    .values({
      customerId,
      name: B_ROLE_NAME,
      categoryId: vodCategory!.id,
      type: 'course',
      author: 'B',
      content: B_ROLE_NAME,
      videoState: 'uploading',
    })
    .returning();
  bRows.vodVideos = vodVideo!.id;
  bVodUploadId = `${customerId}-${vodVideo!.id}-${'b'.repeat(32)}`;
  await db.insert(vodUploads).values({
    customerId,
    uploadId: bVodUploadId,
    videoId: vodVideo!.id,
    size: 100,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const [aVodCategory] = await db
    .insert(vodCategories)
    .values({ customerId: a.customerId, name: 'A', key: 'aonly' })
    .returning();
  aVodCategoryId = aVodCategory!.id;
  await db.insert(vodVideos).values({
    customerId: a.customerId,
    name: 'A',
    categoryId: aVodCategoryId,
    type: 'course',
    author: 'A',
    content: 'A',
  });
  const [visit] = await db
    .insert(visitSettings)
    .values({ customerId, subject: 'camera', subjectId: camera!.id, visitStart: '01:11', visitEnd: '01:12' })
    .returning();
  bRows.visitSettings = visit!.id;
  await seedMedicalData();
  for (let i = 0; i < 3; i++) {
    const res = await ctx.injectAs(a.admin.token, {
      method: 'POST',
      url: api('/console/api/v1/uploads?purpose=patientFile'),
      ...multipart(makePdf(), { filename: 'report.pdf', type: 'application/pdf' }),
    });
    aPatientFileUploads.push(expectOk<{ url: string }>(res).url);
  }
  // A's own rows, so A's lists are not empty
  const [aCamera] = await db
    .insert(networkCameras)
    .values({ ...camera!, id: undefined, customerId: a.customerId, name: 'A', deviceAccountId: null })
    .returning();
  await db
    .insert(visitSettings)
    .values({ customerId: a.customerId, subject: 'device', subjectId: aTerminalId });
  const aMember = await ctx.createUser({
    account: 'tenancy_a_member2',
    customerId: a.customerId,
    userType: USER_TYPES.member,
  });
  aVisitSubjects.push(
    { subject: 'camera', subjectId: aCamera!.id },
    { subject: 'member', subjectId: a.member.id },
    { subject: 'member', subjectId: aMember.id },
  );
  aScopeSubjects.push(
    { subject: 'camera', subjectId: aCamera!.id },
    { subject: 'device', subjectId: aTerminalId },
    { subject: 'member', subjectId: aMember.id },
  );
  await db.insert(deviceGroups).values({ customerId: a.customerId, name: 'A' });
  const [aRoom] = await db
    .insert(rooms)
    .values({ customerId: a.customerId, name: 'A', maxDevices: 2, status: 'inProgress' })
    .returning();
  aRoomId = aRoom!.id;
  await db
    .insert(roomFiles)
    .values({ customerId: a.customerId, roomId: aRoomId, title: 'A', file: '/x/a.png' });
  for (let i = 0; i < 3; i++)
    aRoomFileUploads.push(
      expectOk<{ url: string }>(
        await ctx.injectAs(a.admin.token, {
          method: 'POST',
          url: api('/console/api/v1/uploads?purpose=roomFile'),
          ...multipart(makePng(8, 8)),
        }),
      ).url,
    );
  await db.insert(videoGroups).values({ customerId: a.customerId, name: 'A' });
  // B's stream wall: a group of its source, its settings and a terminal's own address
  const [streamGroup] = await db
    .insert(terminalStreamGroups)
    .values({ customerId, name: B_ROLE_NAME, videoSourceIds: [bSource!.id] })
    .returning();
  bRows.terminalStreamGroups = streamGroup!.id;
  await db.insert(terminalStreamGroups).values({ customerId: a.customerId, name: 'A' });
  await db.insert(terminalStreamSettings).values({ customerId, tilesPerPage: 16, rotationSeconds: 77 });
  await db
    .insert(terminalStreamTerminals)
    .values({ customerId, deviceAccountId: bTerminal!.id, streamAddress: 'rtsp://b.example/secret' });
  await db.insert(deviceUiUrls).values({ customerId: a.customerId, name: 'A', url: 'https://a.example' });
  await db.insert(fuseMeetings).values({ customerId: a.customerId, name: 'A', gatewayAddress: '10.0.0.4' });
  const [bLive] = await db
    .insert(lives)
    .values({ customerId, name: B_ROLE_NAME, inviteCode: '000001', playName: 'lbstream', streamKey: 'b-key' })
    .returning();
  bRows.lives = bLive!.id;
  const [bRecording] = await db
    .insert(liveRecordings)
    .values({ customerId, liveId: bLive!.id, path: '/tmp/b-recording.flv', state: 'ready', size: 1 })
    .returning();
  bRows.liveRecordings = bRecording!.id;
  // B's chat: a pending line, a viewer checked in, a shared file
  const [bMessage] = await db
    .insert(liveChatMessages)
    .values({
      customerId,
      liveId: bLive!.id,
      senderKind: 'account',
      senderId: 1,
      senderName: B_ROLE_NAME,
      text: B_ROLE_NAME,
      state: 'pending',
    })
    .returning();
  bRows.liveChatMessages = bMessage!.id;
  await db.insert(liveViewers).values({
    customerId,
    liveId: bLive!.id,
    viewerKind: 'account',
    viewerId: 1,
    name: B_ROLE_NAME,
    checkedInAt: new Date(),
  });
  const [bLiveFile] = await db
    .insert(liveFiles)
    .values({ customerId, liveId: bLive!.id, title: B_ROLE_NAME, file: `/x/${customerId}-live.png` })
    .returning();
  bRows.liveFiles = bLiveFile!.id;
  const [aLive] = await db
    .insert(lives)
    .values({
      customerId: a.customerId,
      name: 'A',
      inviteCode: '000002',
      playName: 'lastream',
      streamKey: 'a-key',
    })
    .returning();
  aLiveId = aLive!.id;
  await db
    .insert(liveFiles)
    .values({ customerId: a.customerId, liveId: aLiveId, title: 'A', file: '/x/a.png' });
  for (let i = 0; i < 3; i++)
    aLiveFileUploads.push(
      expectOk<{ url: string }>(
        await ctx.injectAs(a.admin.token, {
          method: 'POST',
          url: api('/console/api/v1/uploads?purpose=liveFile'),
          ...multipart(makePng(8, 8)),
        }),
      ).url,
    );
  const [bQuestion] = await db
    .insert(schoolQuestions)
    .values({ customerId, question: B_ROLE_NAME, questioner: B_ROLE_NAME })
    .returning();
  bRows.schoolQuestions = bQuestion!.id;
  await db.insert(schoolQuestions).values({ customerId: a.customerId, question: 'A', questioner: 'A' });
  const [bSchoolMessage] = await db
    .insert(schoolMessages)
    .values({
      customerId,
      title: B_ROLE_NAME,
      content: B_ROLE_NAME,
      state: 'sent',
      deviceAccountIds: [],
      memberIds: [b.member.id],
    })
    .returning();
  bRows.schoolMessages = bSchoolMessage!.id;
  await db.insert(schoolMessageReceipts).values({
    customerId,
    messageId: bSchoolMessage!.id,
    userId: b.member.id,
    deliveredAt: new Date(),
  });
  await db
    .insert(schoolMessages)
    .values({ customerId: a.customerId, title: 'A', content: 'A', state: 'sent' });
  // Virtual cockpit: a call group, a call between B's terminal and itself, a phrase.
  const [bCallGroup] = await db
    .insert(callGroups)
    .values({ customerId, name: B_ROLE_NAME, deviceAccountIds: [bTerminal!.id], chairmanId: bTerminal!.id })
    .returning();
  bRows.callGroups = bCallGroup!.id;
  await db
    .insert(callGroups)
    .values({ customerId: a.customerId, name: 'A', deviceAccountIds: [aTerminalId] });
  const [bCall] = await db
    .insert(callLogs)
    .values({
      customerId,
      callerId: bTerminal!.id,
      calleeId: bTerminal!.id,
      groupId: bCallGroup!.id,
      state: 'start',
      applyTime: new Date(),
    })
    .returning();
  bRows.callLogs = bCall!.id;
  await db.insert(callLogs).values({
    customerId: a.customerId,
    callerId: aTerminalId,
    calleeId: aTerminalId,
    state: 'finish',
    applyTime: new Date(),
    duration: 5,
  });
  // Medical collaboration: a session with its record, and a doctor (staff account), of each tenant.
  const [bSession] = await db
    .insert(collaborationSessions)
    .values({
      customerId,
      kind: 'ward',
      title: B_ROLE_NAME,
      state: 'ended',
      scheduledAt: new Date(),
      deviceAccountIds: [bTerminal!.id],
      startedAt: new Date(),
      endedAt: new Date(),
    })
    .returning();
  bRows.collaborationSessions = bSession!.id;
  const [bRecord] = await db
    .insert(collaborationRecords)
    .values({ customerId, sessionId: bSession!.id, kind: 'ward', title: B_ROLE_NAME, startedAt: new Date() })
    .returning();
  bRows.collaborationRecords = bRecord!.id;
  const [aSession] = await db
    .insert(collaborationSessions)
    .values({ customerId: a.customerId, kind: 'ward', title: 'A', scheduledAt: new Date() })
    .returning();
  await db.insert(collaborationRecords).values({
    customerId: a.customerId,
    sessionId: aSession!.id,
    kind: 'ward',
    title: 'A',
    startedAt: new Date(),
  });
  const bStaff = await ctx.createUser({ account: 'tn_staff_b', customerId, userType: USER_TYPES.staff });
  await db.update(users).set({ realName: B_ROLE_NAME }).where(eq(users.id, bStaff.id));
  bRows.staffAccounts = bStaff.id;
  await ctx.createUser({ account: 'tn_staff_a', customerId: a.customerId, userType: USER_TYPES.staff });
  const [bPhrase] = await db.insert(chatPhrases).values({ customerId, content: B_ROLE_NAME }).returning();
  bRows.chatPhrases = bPhrase!.id;
  await db.insert(chatPhrases).values({ customerId: a.customerId, content: 'A' });
  // Surgical teaching: B's organisation, department, device, icon, course on a ready video and a dot.
  const opOrgan = (customerId: number, name: string) => ({
    customerId,
    name,
    cloudStorageIp: '10.0.0.9',
    cloudStoragePort: 9000,
    loopRecordingThreshold: 80,
    allocatedStorageGb: 10,
  });
  const readyVideo = async (customerId: number, categoryId: number) => {
    const [row] = await db
      .insert(vodVideos)
      .values({
        customerId,
        name: customerId === a.customerId ? 'A' : B_ROLE_NAME,
        categoryId,
        type: 'surgery',
        author: 'A',
        content: 'A',
        videoState: 'ready',
        durationSeconds: 60,
      })
      .returning();
    return row!.id;
  };
  const [bOrgan] = await db.insert(opOrgans).values(opOrgan(customerId, B_ROLE_NAME)).returning();
  bRows.opOrgans = bOrgan!.id;
  const [bDepartment] = await db
    .insert(opDepartments)
    .values({ customerId, name: B_ROLE_NAME, organId: bOrgan!.id })
    .returning();
  bRows.opDepartments = bDepartment!.id;
  const [bDevice] = await db
    .insert(opDevices)
    .values({ customerId, name: B_ROLE_NAME, deviceAccountId: bTerminal!.id, organId: bOrgan!.id })
    .returning();
  bRows.opDevices = bDevice!.id;
  const [bIcon] = await db
    .insert(opMarkIcons)
    .values({ customerId, name: 'B专属', iconUrl: '/x/b.png' })
    .returning();
  bRows.opMarkIcons = bIcon!.id;
  const [bCourse] = await db
    .insert(opCourses)
    .values({
      customerId,
      name: B_ROLE_NAME,
      organId: bOrgan!.id,
      surgeon: B_ROLE_NAME,
      recordedAt: new Date(),
      videoId: await readyVideo(customerId, bRows.vodCategories!),
      lengthSeconds: 60,
      dotCount: 1,
    })
    .returning();
  bRows.opCourses = bCourse!.id;
  const [bDot] = await db
    .insert(opCourseDots)
    .values({ customerId, courseId: bCourse!.id, seconds: 5, iconId: bIcon!.id, note: B_ROLE_NAME })
    .returning();
  bRows.opCourseDots = bDot!.id;
  const [aOrgan] = await db.insert(opOrgans).values(opOrgan(a.customerId, 'A')).returning();
  aOp.organId = aOrgan!.id;
  await db.insert(opDepartments).values({ customerId: a.customerId, name: 'A', organId: aOp.organId });
  await db
    .insert(opDevices)
    .values({ customerId: a.customerId, name: 'A', deviceAccountId: aTerminalId, organId: aOp.organId });
  const opTerminals = await db
    .insert(deviceAccounts)
    .values(
      [1, 2, 3, 4, 5].map((i) => ({
        customerId: a.customerId,
        account: `900007${i}`,
        name: 'A',
        deviceType: 'terminal',
        loginAccount: `900007${i}`,
        password: 'not-a-hash',
      })),
    )
    .returning({ id: deviceAccounts.id });
  aOpTerminals.push(...opTerminals.map((row) => row.id));
  aOp.iconUrl = expectOk<{ url: string }>(
    await ctx.injectAs(a.admin.token, {
      method: 'POST',
      url: api('/console/api/v1/uploads?purpose=icon'),
      ...multipart(makePng(8, 8)),
    }),
  ).url;
  const [aIcon] = await db
    .insert(opMarkIcons)
    .values({ customerId: a.customerId, name: 'A', iconUrl: aOp.iconUrl })
    .returning();
  aOp.iconId = aIcon!.id;
  aOp.videoId = await readyVideo(a.customerId, aVodCategoryId);
  const [aCourse] = await db
    .insert(opCourses)
    .values({
      customerId: a.customerId,
      name: 'A',
      organId: aOp.organId,
      surgeon: 'A',
      recordedAt: new Date(),
      videoId: aOp.videoId,
      lengthSeconds: 60,
      dotCount: 1,
    })
    .returning();
  aOp.courseId = aCourse!.id;
  await db
    .insert(opCourseDots)
    .values({ customerId: a.customerId, courseId: aOp.courseId, seconds: 1, iconId: aOp.iconId, note: 'A' });
  const [bDocumentCategory] = await db
    .insert(documentCategories)
    .values({ customerId, name: B_ROLE_NAME, key: 'bonly' })
    .returning();
  bRows.documentCategories = bDocumentCategory!.id;
  const [bDocument] = await db
    .insert(documents)
    .values({
      customerId,
      title: B_ROLE_NAME,
      categoryId: bDocumentCategory!.id,
      content: `<p>${B_ROLE_NAME}</p>`,
      state: 'published',
    })
    .returning();
  bRows.documents = bDocument!.id;
  const [aDocumentCategory] = await db
    .insert(documentCategories)
    .values({ customerId: a.customerId, name: 'A', key: 'aonly' })
    .returning();
  aDocumentCategoryId = aDocumentCategory!.id;
  await db
    .insert(documents)
    .values({ customerId: a.customerId, title: 'A', categoryId: aDocumentCategoryId, content: '<p>A</p>' });
  bGatewayKey = newSetupKey();
  const [bGateway] = await db
    .insert(gateways)
    .values({ customerId, name: B_ROLE_NAME, ip: '10.0.0.2', setupKey: ctx.app.secrets.seal(bGatewayKey) })
    .returning();
  bRows.gateways = bGateway!.id;
  const [bGatewayUser] = await db
    .insert(gatewayUsers)
    .values({ customerId, gatewayId: bGateway!.id, username: 'b-user', role: 'doctor', title: B_ROLE_NAME })
    .returning();
  bRows.gatewayUsers = bGatewayUser!.id;
  const [bService] = await db
    .insert(appServices)
    .values({ customerId, name: B_ROLE_NAME, code: 'bservice', gatewayId: bGateway!.id })
    .returning();
  bRows.appServices = bService!.id;
  const [bApplication] = await db
    .insert(appServiceUsers)
    .values({ customerId, appServiceId: bService!.id, gatewayUserId: bGatewayUser!.id, note: B_ROLE_NAME })
    .returning();
  bRows.appServiceUsers = bApplication!.id;
  const [aGateway] = await db
    .insert(gateways)
    .values({
      customerId: a.customerId,
      name: 'A',
      ip: '10.0.0.1',
      setupKey: ctx.app.secrets.seal(newSetupKey()),
    })
    .returning();
  aGatewayId = aGateway!.id;
  const [aUser] = await db
    .insert(gatewayUsers)
    .values({ customerId: a.customerId, gatewayId: aGatewayId, username: 'a-user', role: 'doctor' })
    .returning();
  const [aService] = await db
    .insert(appServices)
    .values({ customerId: a.customerId, name: 'A', code: 'aservice', gatewayId: aGatewayId })
    .returning();
  aServiceId = aService!.id;
  await db
    .insert(appServiceUsers)
    .values({ customerId: a.customerId, appServiceId: aServiceId, gatewayUserId: aUser!.id });
  const more = await db
    .insert(gatewayUsers)
    .values(
      [1, 2, 3, 4].map((n) => ({
        customerId: a.customerId,
        gatewayId: aGatewayId,
        username: `a-user${n}`,
        role: 'nurse',
      })),
    )
    .returning({ id: gatewayUsers.id });
  aGatewayUsers.push(...more.map((row) => row.id));
  const [module] = await db.select().from(deviceModules).limit(1);
  moduleId = module!.id;
  const [alias] = await db
    .insert(deviceModuleAliases)
    .values({ moduleId, alias: 'tenancy', englishAlias: 'tenancy', productId: 'TENANCY-1' })
    .returning();
  aliasId = alias!.id;
  // WeChat (issue 20): B's official account with a template and a mini program; A's account.
  const wechatAccount = (customerId: number, name: string, n: number) => ({
    customerId,
    name,
    originalId: `gh_00000000000${n}`,
    appId: `wx000000000000000${n}`,
    appSecret: ctx.app.secrets.seal('0'.repeat(32)),
    appSecretHint: '••••0000',
  });
  const [bWechat] = await db
    .insert(wechatAccounts)
    .values(wechatAccount(customerId, B_ROLE_NAME, 1))
    .returning();
  bRows.wechatAccounts = bWechat!.id;
  const [bTemplate] = await db
    .insert(wechatTemplates)
    .values({ customerId, accountId: bWechat!.id, name: B_ROLE_NAME, templateId: 'BTEMPLATE', type: 'other' })
    .returning();
  bRows.wechatTemplates = bTemplate!.id;
  const [bMini] = await db
    .insert(wechatMiniPrograms)
    .values(wechatAccount(customerId, B_ROLE_NAME, 2))
    .returning();
  bRows.wechatMiniPrograms = bMini!.id;
  const [aWechat] = await db
    .insert(wechatAccounts)
    .values(wechatAccount(a.customerId, 'A', 3))
    .returning();
  aWechatAccountId = aWechat!.id;
  await db.insert(wechatTemplates).values({
    customerId: a.customerId,
    accountId: aWechatAccountId,
    name: 'A',
    templateId: 'ATEMPLATE',
    type: 'other',
  });
  await db.insert(wechatMiniPrograms).values(wechatAccount(a.customerId, 'A', 4));
}

function post(token: string | null, path: string, payload?: object) {
  return ctx.injectAs(token, { method: 'POST', url: api(path), ...(payload ? { payload } : {}) });
}

function get(token: string | null, path: string) {
  return ctx.injectAs(token, { method: 'GET', url: api(path) });
}

async function appId(key: string) {
  const [row] = await ctx.database.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.key, key));
  return row!.id;
}

/** Refused with 403001: on legacy paths in an HTTP 200 envelope, on the resource API with HTTP 403. */
function expectForbidden(res: LightMyRequestResponse, url: string) {
  expect(res.statusCode).toBe(url.includes('/console/') ? 403 : 200);
  expectError(res, ERROR_CODES.forbidden, 'error.forbidden');
}

async function forbidden(options: InjectOptions & { url: string }) {
  expectForbidden(await ctx.injectAs(a.admin.token, options), options.url);
}

interface Expectation {
  /** Why tenant B stays out of reach. */
  why: string;
  /** No session needed (login, captcha, docs, health). */
  public?: boolean;
  /** Acts as A's administrator and asserts that nothing of B comes back or changes. */
  probe: () => Promise<void>;
}

/** Public routes that carry no tenant data: B's accounts never appear in what they return. */
const noTenantData = (method: 'GET' | 'POST', url: string, why: string): Expectation => ({
  why,
  public: true,
  probe: async () => {
    const res = await ctx.app.inject({ method, url });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain(b.admin.account);
  },
});

const resource = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);

/** A one-sheet xlsx with a header row and one data row. */
function spreadsheet(row: Record<string, unknown>): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([Object.keys(row), Object.values(row)]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'rows');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every route of an engine resource that only the platform may use: all answer 403001. */
function platformOnlyResource(
  key: string,
  create: Record<string, unknown>,
  bRowId: () => number,
  actions: string[] = [],
): Record<string, Expectation> {
  const why = 'platform only';
  const url = (suffix = '') => resource(key, suffix);
  const entries: Record<string, Expectation> = {
    [`GET ${url()}`]: {
      why,
      probe: () => forbidden({ method: 'GET', url: url(`?customerId=${b.customerId}`) }),
    },
    [`GET ${url('/export')}`]: {
      why,
      probe: () => forbidden({ method: 'GET', url: url('/export?format=csv') }),
    },
    [`POST ${url('/import')}`]: {
      why,
      probe: () =>
        forbidden({
          method: 'POST',
          url: url('/import'),
          payload: spreadsheet(create),
          headers: { 'content-type': XLSX_TYPE },
        }),
    },
    [`GET ${url('/:id')}`]: { why, probe: () => forbidden({ method: 'GET', url: url(`/${bRowId()}`) }) },
    [`POST ${url()}`]: {
      why,
      probe: () =>
        forbidden({ method: 'POST', url: url(), payload: { ...create, customerId: b.customerId } }),
    },
    [`PUT ${url('/:id')}`]: {
      why,
      probe: () => forbidden({ method: 'PUT', url: url(`/${bRowId()}`), payload: {} }),
    },
    [`DELETE ${url('/:id')}`]: {
      why,
      probe: () => forbidden({ method: 'DELETE', url: url(`/${bRowId()}`) }),
    },
  };
  if (actions.length) {
    entries[`POST ${url('/:id/:action')}`] = {
      why,
      probe: async () => {
        for (const action of actions) await forbidden({ method: 'POST', url: url(`/${bRowId()}/${action}`) });
      },
    };
  }
  return entries;
}

/**
 * Every route of a tenant-scoped engine resource open to customer administrators: B's row is
 * "not found" by id, lists and exports hold only A's rows whatever the query says, and a
 * `customerId` smuggled into a create or an import never lands a row in B.
 */
/**
 * Live chat (ADR 28): A's administrator reaches nothing of B's stream — its chat, viewers and
 * queue are not found, and B's pending line stays pending.
 */
function liveChatRoutes(): Record<string, Expectation> {
  const routes: [method: 'GET' | 'POST', suffix: string, payload?: object][] = [
    ['GET', '/:id/chat/status'],
    ['POST', '/:id/join', {}],
    ['POST', '/:id/checkIn'],
    ['GET', '/:id/chat'],
    ['POST', '/:id/chat', { text: 'hello' }],
    ['POST', '/:id/chat/:messageId/:action'],
    ['GET', '/:id/online'],
  ];
  return Object.fromEntries(
    routes.map(([method, suffix, payload]) => [
      `${method} ${resource('lives', suffix)}`,
      {
        why: 'another tenant’s live stream is not found: its chat, viewers and audit queue stay its own',
        probe: async () => {
          const url = resource(
            'lives',
            suffix
              .replace(':id', String(bRows.lives!))
              .replace(':messageId', String(bRows.liveChatMessages!))
              .replace(':action', 'approve'),
          );
          const res = await ctx.injectAs(a.admin.token, { method, url, ...(payload ? { payload } : {}) });
          expect(res.statusCode).toBe(404);
          expect(res.body).not.toContain(B_ROLE_NAME);
          const [row] = await ctx.database.db
            .select()
            .from(liveChatMessages)
            .where(eq(liveChatMessages.id, bRows.liveChatMessages!));
          expect(row!.state).toBe('pending');
        },
      } satisfies Expectation,
    ]),
  );
}

/** A form's picker of the resource (`/options`): the caller's own company's rows only. */
function pickerExpectation(key: string, bRowId: () => number): Record<string, Expectation> {
  return {
    [`GET ${resource(key, '/options')}`]: {
      why: 'a picker offers only the caller’s own company’s rows, whatever customerId or ids it names',
      probe: async () => {
        const pick = async (query: string) =>
          expectOk<{ list: { id: number }[] }>(
            await ctx.injectAs(a.admin.token, { method: 'GET', url: resource(key, `/options${query}`) }),
          ).list.map((row) => row.id);
        expect(await pick(`?customerId=${b.customerId}&size=100`)).not.toContain(bRowId());
        expect(await pick(`?ids=${bRowId()}`)).toEqual([]);
      },
    },
  };
}

function tenantResource(
  key: string,
  opts: {
    create: () => Record<string, unknown>;
    bRowId: () => number;
    marker: string;
    actions?: string[];
    /** Whose session probes (default A's administrator; the ambulance pages are the editor's). */
    as?: () => string;
    /** Picked in a form by writers who may not view it (`/options`). */
    picked?: boolean;
  },
): Record<string, Expectation> {
  const url = (suffix = '') => resource(key, suffix);
  const token = () => opts.as?.() ?? a.admin.token;
  const notFound = async (method: 'GET' | 'PUT' | 'DELETE' | 'POST', suffix: string, payload?: object) => {
    const res = await ctx.injectAs(token(), {
      method,
      url: url(suffix),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(404);
    expectError(res, ERROR_CODES.notFound);
  };
  const entries: Record<string, Expectation> = {
    [`GET ${url()}`]: {
      why: 'only the caller’s tenant, whatever customerId the query names',
      probe: async () => {
        const page = expectOk<{ list: { id: number; customerId: number }[]; total: number }>(
          await ctx.injectAs(token(), {
            method: 'GET',
            url: url(`?customerId=${b.customerId}&size=100`),
          }),
        );
        expect(page.list.length).toBeGreaterThan(0);
        expect(page.list.every((row) => row.customerId === a.customerId)).toBe(true);
        expect(page.list.map((row) => row.id)).not.toContain(opts.bRowId());
      },
    },
    [`GET ${url('/export')}`]: {
      why: 'exports only the caller’s tenant',
      probe: async () => {
        const res = await ctx.injectAs(token(), {
          method: 'GET',
          url: url(`/export?format=csv&customerId=${b.customerId}`),
        });
        expect(res.statusCode).toBe(200);
        expect(res.body.length).toBeGreaterThan(0);
        expect(res.body).not.toContain(opts.marker);
      },
    },
    [`POST ${url('/import')}`]: {
      why: 'imported rows belong to the caller’s tenant',
      probe: async () => {
        const res = await ctx.injectAs(token(), {
          method: 'POST',
          url: url('/import?keepValid=true'),
          payload: spreadsheet({ ...opts.create(), customerId: b.customerId }),
          headers: { 'content-type': XLSX_TYPE },
        });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json<{ retCode: string }>().retCode).toMatch(/^\d{6}$/);
      },
    },
    [`GET ${url('/:id')}`]: {
      why: 'another tenant’s row is not found',
      probe: () => notFound('GET', `/${opts.bRowId()}`),
    },
    [`POST ${url()}`]: {
      why: 'a new row belongs to the caller’s tenant; naming another company is refused',
      probe: async () => {
        const create = (payload: object) => ctx.injectAs(token(), { method: 'POST', url: url(), payload });
        const smuggled = await create({ ...opts.create(), customerId: b.customerId });
        expect(smuggled.statusCode).toBe(403);
        expect(smuggled.json<{ fields?: Record<string, string> }>().fields).toEqual({
          customerId: 'error.companyPlatformOnly',
        });
        const created = expectOk<{ customerId: number }>(await create(opts.create()));
        expect(created.customerId).toBe(a.customerId);
      },
    },
    [`PUT ${url('/:id')}`]: {
      why: 'another tenant’s row is not found',
      probe: () => notFound('PUT', `/${opts.bRowId()}`, {}),
    },
    [`DELETE ${url('/:id')}`]: {
      why: 'another tenant’s row is not found',
      probe: () => notFound('DELETE', `/${opts.bRowId()}`),
    },
  };
  if (opts.picked) Object.assign(entries, pickerExpectation(key, opts.bRowId));
  if (opts.actions?.length) {
    entries[`POST ${url('/:id/:action')}`] = {
      why: 'another tenant’s row is not found',
      probe: async () => {
        for (const action of opts.actions ?? []) await notFound('POST', `/${opts.bRowId()}/${action}`);
      },
    };
  }
  return entries;
}

/**
 * Gateways beyond the engine: B's gateway's code is not shown to A; the gateway's own calls
 * (public) need B's gateway's current code, so A's code (or none) registers nothing in B.
 */
function gatewayRoutes(): Record<string, Expectation> {
  const call = (path: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: api(`${PATHS.gatewayApi}${path}`), payload });
  const refused = async (path: string, extra: object) => {
    const res = await call(path, {
      gatewayId: bRows.gateways!,
      code: '000000',
      username: 'b-user',
      ...extra,
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(B_ROLE_NAME);
  };
  return {
    [`POST ${resource('gateways', '/serviceCode')}`]: {
      why: 'another tenant’s gateway (and its code) is not found',
      probe: async () => {
        const res = await ctx.injectAs(a.admin.token, {
          method: 'POST',
          url: resource('gateways', '/serviceCode'),
          payload: { id: bRows.gateways!, codeRule: 'totp6' },
        });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain(currentCode(bGatewayKey, 'totp6', new Date()));
      },
    },
    [`POST ${api(`${PATHS.gatewayApi}/users`)}`]: {
      why: 'public (a gateway calls it): without the gateway’s current code nothing is registered',
      public: true,
      probe: () => refused('/users', { role: 'doctor' }),
    },
    [`POST ${api(`${PATHS.gatewayApi}/applications`)}`]: {
      why: 'public (a gateway calls it): without the gateway’s current code no application is made',
      public: true,
      probe: () => refused('/applications', { service: 'bservice' }),
    },
    [`POST ${api(`${PATHS.gatewayApi}/presence`)}`]: {
      why: 'public (a gateway calls it): without the gateway’s current code no presence is recorded',
      public: true,
      probe: () => refused('/presence', { online: true }),
    },
  };
}

/** A read-only engine resource: its list, export and record, as {@link tenantResource} probes them. */
function readOnlyTenantResource(
  key: string,
  opts: { bRowId: () => number; marker: string; as?: () => string },
) {
  return Object.fromEntries(
    Object.entries(tenantResource(key, { ...opts, create: () => ({}) })).filter(([route]) =>
      route.startsWith('GET '),
    ),
  );
}

/** Meeting rooms beyond the engine's: B's room is not found, B's meeting is not on A's monitor. */
function roomRoutes(): Record<string, Expectation> {
  const why = 'another tenant’s room is not found';
  const notFound = (method: 'GET' | 'POST', suffix: string) => async () => {
    const res = await ctx.injectAs(a.admin.token, {
      method,
      url: resource('rooms', `/${bRows.rooms}${suffix}`),
    });
    expect(res.statusCode).toBe(404);
    expectError(res, ERROR_CODES.notFound);
  };
  return {
    [`POST ${resource('rooms', '/:id/start')}`]: { why, probe: notFound('POST', '/start') },
    [`POST ${resource('rooms', '/:id/end')}`]: { why, probe: notFound('POST', '/end') },
    [`GET ${resource('rooms', '/:id/live')}`]: { why, probe: notFound('GET', '/live') },
    [`GET ${resource('rooms', '/:id/recordings')}`]: { why, probe: notFound('GET', '/recordings') },
    [`POST ${resource('rooms', '/:id/recordings/:recordingId/convert')}`]: {
      why: 'another tenant’s room (and its recordings) is not found',
      probe: async () => {
        // B's room, and B's recording through A's own room
        for (const roomId of [bRows.rooms!, aRoomId]) {
          const res = await ctx.injectAs(a.admin.token, {
            method: 'POST',
            url: resource('rooms', `/${roomId}/recordings/${bRows.liveRecordings!}/convert`),
            payload: {},
          });
          expect(res.statusCode).toBe(404);
          expectError(res, ERROR_CODES.notFound);
        }
      },
    },
    [`GET ${resource('roomMonitor')}`]: {
      why: 'only the caller’s meetings in progress, whatever customerId the query names',
      probe: async () => {
        for (const query of ['', `?customerId=${b.customerId}`]) {
          const monitor = expectOk<{ rooms: { id: number; customerId: number; name: string }[] }>(
            await ctx.injectAs(a.admin.token, { method: 'GET', url: resource('roomMonitor', query) }),
          );
          expect(monitor.rooms.map((room) => room.id)).toEqual([aRoomId]);
        }
      },
    },
  };
}

/** ICU visitation routes beyond the engine's: B's ward or registration is not found. */
function visitRoutes(): Record<string, Expectation> {
  const why = 'another tenant’s ward or registration is not found';
  const notFound = (method: 'GET' | 'PUT' | 'POST', url: () => string, payload?: object) => async () => {
    const res = await ctx.injectAs(a.admin.token, { method, url: url(), ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(404);
    expectError(res, ERROR_CODES.notFound);
  };
  return {
    [`GET ${resource('wards', '/:id/visiting')}`]: {
      why,
      probe: notFound('GET', () => resource('wards', `/${bRows.wards}/visiting`)),
    },
    [`PUT ${resource('wards', '/:id/visiting')}`]: {
      why,
      probe: notFound('PUT', () => resource('wards', `/${bRows.wards}/visiting`), DEFAULT_WARD_VISITING),
    },
    [`GET ${resource('visits', '/slots')}`]: {
      why,
      probe: async () => {
        const res = await ctx.injectAs(a.admin.token, {
          method: 'GET',
          url: resource('visits', `/slots?registrationId=${bRows.visitRegistrationApproved}`),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ fields?: Record<string, string> }>().fields).toEqual({
          registrationId: 'error.registrationNotFound',
        });
      },
    },
    [`POST ${resource('dataPushDeliveries', '/:id/replay')}`]: {
      why: 'another tenant’s delivery is not found',
      probe: async () => {
        const res = await ctx.injectAs(a.admin.token, {
          method: 'POST',
          url: resource('dataPushDeliveries', `/${bRows.dataPushDeliveries}/replay`),
        });
        expect(res.statusCode).toBe(404);
        expectError(res, ERROR_CODES.notFound);
      },
    },
    [`POST ${resource('dataPushTargets', '/:id/recover')}`]: {
      why: 'another tenant’s target is not found',
      probe: async () => {
        const res = await ctx.injectAs(a.admin.token, {
          method: 'POST',
          url: resource('dataPushTargets', `/${bRows.dataPushTargets}/recover`),
          payload: { since: '2026-01-01T00:00:00Z' },
        });
        expect(res.statusCode).toBe(404);
        expectError(res, ERROR_CODES.notFound);
      },
    },
    [`GET ${resource('dataPushFields')}`]: {
      why: 'only the caller’s company, whatever customerId the query names',
      probe: async () => {
        const res = await ctx.injectAs(a.admin.token, {
          method: 'GET',
          url: resource('dataPushFields', `?customerId=${b.customerId}`),
        });
        expect(expectOk<{ fields: string[] }>(res).fields).toEqual(['patientName']);
      },
    },
    [`PUT ${resource('dataPushFields')}`]: {
      why: 'writes only the caller’s company, whatever customerId the query names (B’s stays in the snapshot)',
      probe: async () => {
        expectOk(
          await ctx.injectAs(a.admin.token, {
            method: 'PUT',
            url: resource('dataPushFields', `?customerId=${b.customerId}`),
            payload: { fields: ['patientName'] },
          }),
        );
      },
    },
    [`POST ${resource('visitRegistrations', '/:id/reject')}`]: {
      why,
      probe: notFound('POST', () => resource('visitRegistrations', `/${bRows.visitRegistrations}/reject`), {
        reason: 'x',
      }),
    },
  };
}

/**
 * The base medical routes beyond CRUD (ADT actions, FHIR, bed grid, deletion counts): B's ward,
 * bed or patient is not found, and nothing of B changes (the final snapshot).
 */
/** `?from&to` of the hour before now, as the vitals routes take it. */
const lastHour = () =>
  `?from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}&to=${encodeURIComponent(new Date().toISOString())}`;

function medicalRoutes(): Record<string, Expectation> {
  const why = 'another tenant’s ward, bed or patient is not found';
  const probe =
    (method: 'GET' | 'POST', key: string, suffix: (id: number) => string, payload?: object) => async () => {
      const id = bRows[key]!;
      const res = await ctx.injectAs(a.admin.token, {
        method,
        url: resource(key, suffix(id)),
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(404);
      expectError(res, ERROR_CODES.notFound);
    };
  return {
    [`POST ${resource('patients', '/:id/admit')}`]: {
      why,
      probe: probe('POST', 'patients', (id) => `/${id}/admit`, { bedId: bRows.beds ?? 1 }),
    },
    [`POST ${resource('patients', '/:id/transfer')}`]: {
      why,
      probe: probe('POST', 'patients', (id) => `/${id}/transfer`, { bedId: bRows.beds ?? 1 }),
    },
    [`POST ${resource('patients', '/:id/discharge')}`]: {
      why,
      probe: probe('POST', 'patients', (id) => `/${id}/discharge`),
    },
    [`GET ${resource('patients', '/:id/fhir')}`]: {
      why,
      probe: probe('GET', 'patients', (id) => `/${id}/fhir`),
    },
    [`GET ${resource('wards', '/:id/fhir')}`]: { why, probe: probe('GET', 'wards', (id) => `/${id}/fhir`) },
    [`GET ${resource('wards', '/:id/bed-grid')}`]: {
      why,
      probe: probe('GET', 'wards', (id) => `/${id}/bed-grid`),
    },
    [`GET ${resource('wards', '/:id/deletion')}`]: {
      why,
      probe: probe('GET', 'wards', (id) => `/${id}/deletion`),
    },
    [`GET ${resource('beds', '/:id/deletion')}`]: {
      why,
      probe: probe('GET', 'beds', (id) => `/${id}/deletion`),
    },
    [`GET ${resource('wards', '/:id/thresholds')}`]: {
      why,
      probe: probe('GET', 'wards', (id) => `/${id}/thresholds`),
    },
    [`GET ${resource('beds', '/:id/thresholds')}`]: {
      why,
      probe: probe('GET', 'beds', (id) => `/${id}/thresholds`),
    },
    [`GET ${resource('beds', '/:id/vitals')}`]: {
      why,
      probe: probe('GET', 'beds', (id) => `/${id}/vitals${lastHour()}`),
    },
    [`GET ${resource('patients', '/:id/vitals')}`]: {
      why,
      probe: probe('GET', 'patients', (id) => `/${id}/vitals${lastHour()}`),
    },
    [`GET ${resource('patients', '/:id/vitals/export')}`]: {
      why,
      probe: probe('GET', 'patients', (id) => `/${id}/vitals/export${lastHour()}&format=csv`),
    },
    [`GET ${resource('patients', '/:id/observations')}`]: {
      why,
      probe: probe('GET', 'patients', (id) => `/${id}/observations${lastHour()}`),
    },
    [`GET ${resource('monitoringIndicators', '/:id/deletion')}`]: {
      why: 'another tenant’s indicator is not found',
      probe: probe('GET', 'monitoringIndicators', (id) => `/${id}/deletion`),
    },
    [`GET ${resource('wards', '/:id/station')}`]: {
      why,
      probe: probe('GET', 'wards', (id) => `/${id}/station`),
    },
  };
}

/** Alarms: B's alarm is not found by id, never listed, and no action reaches it. */
function alarmRoutes(): Record<string, Expectation> {
  const why = 'another tenant’s alarm is not found';
  const probe = (method: 'GET' | 'POST', suffix: string, payload?: object) => async () => {
    const res = await ctx.injectAs(a.admin.token, {
      method,
      url: resource('alarms', `/${bRows.alarms!}${suffix}`),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(404);
    expectError(res, ERROR_CODES.notFound);
  };
  return {
    [`GET ${resource('alarms')}`]: {
      why: 'lists only the caller’s alarms, whatever the filter names',
      probe: async () => {
        for (const query of ['', `?wardId=${bRows.wards!}`, `?bedId=${bRows.beds!}&state=open`]) {
          const page = expectOk<{ list: { id: number; customerId: number }[] }>(
            await ctx.injectAs(a.admin.token, { method: 'GET', url: resource('alarms', query) }),
          );
          expect(page.list.map((row) => row.customerId).filter((id) => id !== a.customerId)).toEqual([]);
          expect(page.list.map((row) => row.id)).not.toContain(bRows.alarms);
        }
      },
    },
    [`GET ${resource('alarms', '/:id')}`]: { why, probe: probe('GET', '') },
    [`GET ${resource('alarms', '/:id/events')}`]: { why, probe: probe('GET', '/events') },
    [`GET ${resource('alarms', '/:id/snapshot')}`]: { why, probe: probe('GET', '/snapshot') },
    [`GET ${resource('beds', '/:id/camera/snapshot')}`]: {
      why: 'another tenant’s bed camera is not reached',
      probe: async () => {
        const res = await ctx.injectAs(a.admin.token, {
          method: 'GET',
          url: resource('beds', `/${bRows.beds!}/camera/snapshot`),
        });
        expect(res.statusCode, res.body).toBe(404);
        expectError(res, ERROR_CODES.notFound);
      },
    },
    [`POST ${resource('alarms', '/:id/acknowledge')}`]: { why, probe: probe('POST', '/acknowledge') },
    [`POST ${resource('alarms', '/:id/silence')}`]: { why, probe: probe('POST', '/silence', { minutes: 1 }) },
    [`POST ${resource('alarms', '/:id/audit')}`]: {
      why,
      probe: probe('POST', '/audit', { verdict: 'false', reason: 'x' }),
    },
  };
}

/**
 * A platform catalogue every administrator reads (it holds no tenant data) and only the platform
 * writes: reads answer, every write answers 403001.
 */
function platformCatalogue(
  key: string,
  create: () => Record<string, unknown>,
  rowId: () => number,
): Record<string, Expectation> {
  const why = 'a platform catalogue: read by every administrator, written by the platform only';
  const url = (suffix = '') => resource(key, suffix);
  const read = (suffix: () => string) => async () => {
    const res = await ctx.injectAs(a.admin.token, { method: 'GET', url: url(suffix()) });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(B_ROLE_NAME);
  };
  return {
    [`GET ${url()}`]: { why, probe: read(() => `?customerId=${b.customerId}`) },
    [`GET ${url('/export')}`]: { why, probe: read(() => '/export?format=csv') },
    [`GET ${url('/:id')}`]: { why, probe: read(() => `/${rowId()}`) },
    [`POST ${url('/import')}`]: {
      why,
      probe: () =>
        forbidden({
          method: 'POST',
          url: url('/import'),
          payload: spreadsheet(create()),
          headers: { 'content-type': XLSX_TYPE },
        }),
    },
    [`POST ${url()}`]: { why, probe: () => forbidden({ method: 'POST', url: url(), payload: create() }) },
    [`PUT ${url('/:id')}`]: {
      why,
      probe: () => forbidden({ method: 'PUT', url: url(`/${rowId()}`), payload: {} }),
    },
    [`DELETE ${url('/:id')}`]: {
      why,
      probe: () => forbidden({ method: 'DELETE', url: url(`/${rowId()}`) }),
    },
  };
}

const EXPECTATIONS: Record<string, Expectation> = {
  // --- outside the API ----------------------------------------------------------------------------
  'GET /': noTenantData('GET', '/', 'redirect to the console'),
  'GET /healthz': noTenantData('GET', '/healthz', 'liveness'),
  'GET /readyz': noTenantData('GET', '/readyz', 'readiness'),
  [`GET ${BASE}/docs`]: noTenantData('GET', `${BASE}/docs`, 'API docs UI'),
  [`GET ${BASE}/docs/`]: noTenantData('GET', `${BASE}/docs/`, 'API docs UI'),
  [`GET ${BASE}/docs/*`]: noTenantData('GET', `${BASE}/docs/logo.svg`, 'API docs UI assets'),
  [`GET ${BASE}/docs/json`]: noTenantData('GET', `${BASE}/docs/json`, 'OpenAPI document'),
  [`GET ${BASE}/docs/yaml`]: noTenantData('GET', `${BASE}/docs/yaml`, 'OpenAPI document'),
  [`GET ${BASE}/docs/static/index.html`]: noTenantData(
    'GET',
    `${BASE}/docs/static/index.html`,
    'API docs UI',
  ),
  [`GET ${BASE}/docs/static/swagger-initializer.js`]: noTenantData(
    'GET',
    `${BASE}/docs/static/swagger-initializer.js`,
    'API docs UI',
  ),

  // --- identity -----------------------------------------------------------------------------------
  [`POST ${api(PATHS.login)}`]: {
    why: 'public; a login yields only the account’s own organisation',
    public: true,
    probe: async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: api(PATHS.login),
        payload: { account: a.admin.account, password: TENANT_PASSWORD },
      });
      expect(expectOk<LoginResult>(res)).toMatchObject({ orgId: a.customerId, customerId: a.customerId });
    },
  },
  [`POST ${api(PATHS.captcha)}`]: noTenantData(
    'POST',
    api(PATHS.captcha),
    'public; a captcha belongs to no tenant',
  ),
  [`GET ${api(PATHS.branding)}`]: noTenantData(
    'GET',
    api(PATHS.branding),
    'public; the platform name belongs to no tenant',
  ),
  [`POST ${api(PATHS.logout)}`]: {
    why: 'revokes only the caller’s own session',
    probe: async () => {
      const token = await ctx.login(a.admin.account, TENANT_PASSWORD);
      expectOk(await post(token, PATHS.logout));
      expectOk(await get(b.admin.token, PATHS.sysUserGet));
      expectOk(await get(a.admin.token, PATHS.sysUserGet));
    },
  },
  [`POST ${api(PATHS.unlockLogin)}`]: {
    why: 'the users of the caller’s tenant only: another tenant’s user is not found',
    probe: async () => {
      expectError(await post(a.admin.token, PATHS.unlockLogin, { id: b.admin.id }), ERROR_CODES.notFound);
    },
  },
  [`GET ${api(PATHS.sysUserGet)}`]: {
    why: 'the caller itself, from the session',
    probe: async () => {
      expect(expectOk<UserInfo>(await get(a.admin.token, PATHS.sysUserGet))).toMatchObject({
        id: a.admin.id,
        customerId: a.customerId,
        orgId: a.customerId,
      });
    },
  },
  [`GET ${api(PATHS.sysUserDetail)}`]: {
    why: 'read under row-level security: another tenant’s user does not exist',
    probe: async () => {
      const detail = (id: number) => get(a.admin.token, PATHS.sysUserDetail.replace(':id', String(id)));
      expect(expectOk<UserInfo>(await detail(a.member.id)).customerId).toBe(a.customerId);
      for (const id of [b.admin.id, b.member.id]) {
        const res = await detail(id);
        expectError(res, ERROR_CODES.notFound, 'error.notFound');
        expect(res.body).not.toContain('tenancy_b');
      }
    },
  },
  [`POST ${api(PATHS.changePassword)}`]: {
    why: 'changes only the caller’s own password (no user id in the body)',
    probe: async () => {
      const user = await ctx.createUser({ account: 'tenancy_a_pw', customerId: a.customerId, userType: 2 });
      const token = await ctx.login(user.account, TENANT_PASSWORD);
      expectError(
        await post(token, PATHS.changePassword, {
          oldPassword: TENANT_PASSWORD,
          password: 'Other#Pass1',
          repassword: 'Other#Pass1',
          userId: b.admin.id,
        }),
        ERROR_CODES.validation,
      );
      expectOk(
        await post(token, PATHS.changePassword, {
          oldPassword: TENANT_PASSWORD,
          password: 'Other#Pass1',
          repassword: 'Other#Pass1',
        }),
      );
    },
  },

  // --- menus --------------------------------------------------------------------------------------
  [`GET ${api(PATHS.menuUserTree)}`]: {
    why: 'only applications enabled for the caller’s own tenant',
    probe: async () => {
      expect(
        expectOk<MenuNode[]>(await get(a.admin.token, `${PATHS.menuUserTree}?appKey=icu`)).length,
      ).toBeGreaterThan(0);
      expect(expectOk<MenuNode[]>(await get(a.admin.token, `${PATHS.menuUserTree}?appKey=aiIcu`))).toEqual(
        [],
      );
    },
  },
  [`GET ${api(PATHS.menuAllTree)}`]: {
    why: 'platform only',
    probe: () => forbidden({ method: 'GET', url: api(PATHS.menuAllTree) }),
  },
  [`POST ${api(PATHS.menuSet)}`]: {
    why: 'platform only',
    probe: () =>
      forbidden({
        method: 'POST',
        url: api(PATHS.menuSet),
        payload: { appKey: 'aiIcu', name: 'x', path: '/x' },
      }),
  },
  [`POST ${api(PATHS.menuDel)}`]: {
    why: 'platform only',
    probe: () => forbidden({ method: 'POST', url: api(PATHS.menuDel), payload: { id: 1 } }),
  },
  [`POST ${api(PATHS.menuDelete)}`]: {
    why: 'platform only',
    probe: () => forbidden({ method: 'POST', url: api(PATHS.menuDelete), payload: { id: 1 } }),
  },
  [`POST ${api(PATHS.menuInitialize)}`]: {
    why: 'platform only',
    probe: () => forbidden({ method: 'POST', url: api(PATHS.menuInitialize) }),
  },

  // --- applications -------------------------------------------------------------------------------
  [`POST ${api(P.listSysApplication)}`]: {
    why: 'platform only',
    probe: () => forbidden({ method: 'POST', url: api(P.listSysApplication), payload: {} }),
  },
  [`POST ${api(P.info)}`]: {
    why: 'an application enabled only for another tenant is not found',
    probe: async () => {
      expectOk(await post(a.admin.token, P.info, { id: await appId('icu') }));
      expectError(
        await post(a.admin.token, P.info, { id: await appId('aiIcu') }),
        ERROR_CODES.notFound,
        'error.appNotFound',
      );
    },
  },
  [`POST ${api(P.register)}`]: {
    why: 'platform only',
    probe: () =>
      forbidden({ method: 'POST', url: api(P.register), payload: { key: 'tx', name: 'x', english: 'x' } }),
  },
  [`POST ${api(P.addSystemApplication)}`]: {
    why: 'platform only',
    probe: () =>
      forbidden({
        method: 'POST',
        url: api(P.addSystemApplication),
        payload: { key: 'tx', name: 'x', english: 'x' },
      }),
  },
  [`POST ${api(P.update)}`]: {
    why: 'platform only',
    probe: async () =>
      forbidden({ method: 'POST', url: api(P.update), payload: { id: await appId('aiIcu'), name: 'x' } }),
  },
  [`POST ${api(P.remove)}`]: {
    why: 'platform only',
    probe: async () =>
      forbidden({ method: 'POST', url: api(P.remove), payload: { id: await appId('aiIcu') } }),
  },
  [`POST ${api(P.setCustomerSysApp)}`]: {
    why: 'platform only',
    probe: async () => {
      for (const customerId of [b.customerId, a.customerId]) {
        await forbidden({
          method: 'POST',
          url: api(P.setCustomerSysApp),
          payload: { customerId, appIds: [] },
        });
      }
    },
  },
  [`POST ${api(P.listCustomerSysApp)}`]: {
    why: 'a customer administrator may list its own company only',
    probe: async () => {
      const own = expectOk<CustomerApplication[]>(
        await post(a.admin.token, P.listCustomerSysApp, { customerId: a.customerId }),
      );
      expect(own.filter((x) => x.enabled).map((x) => x.key)).not.toContain('aiIcu');
      await forbidden({
        method: 'POST',
        url: api(P.listCustomerSysApp),
        payload: { customerId: b.customerId },
      });
    },
  },
  [`POST ${api(P.updateCustomerSysApp)}`]: {
    why: 'platform only',
    probe: async () =>
      forbidden({
        method: 'POST',
        url: api(P.updateCustomerSysApp),
        payload: { customerId: b.customerId, appId: await appId('aiIcu'), enabled: false },
      }),
  },
  [`GET ${api(PATHS.companyMenus)}`]: {
    why: 'platform only',
    probe: () =>
      forbidden({ method: 'GET', url: api(PATHS.companyMenus.replace(':id', String(b.customerId))) }),
  },
  [`PUT ${api(PATHS.companyMenus)}`]: {
    why: 'platform only',
    probe: async () =>
      forbidden({
        method: 'PUT',
        url: api(PATHS.companyMenus.replace(':id', String(b.customerId))),
        payload: { appId: await appId('aiIcu'), menuIds: null },
      }),
  },
  [`POST ${api(P.updateUserAppInfo)}`]: {
    why: 'writes the caller’s own preference; another tenant’s application is refused',
    probe: async () => {
      expectError(
        await post(a.admin.token, P.updateUserAppInfo, { defaultAppKey: 'aiIcu' }),
        ERROR_CODES.validation,
        'error.appNotFound',
      );
    },
  },
  [`POST ${api(P.listByOrg)}`]: {
    why: 'the caller’s own organisation; another orgId is refused',
    probe: async () => {
      const own = expectOk<Application[]>(await post(a.admin.token, P.listByOrg, {}));
      expect(own.map((x) => x.key)).not.toContain('aiIcu');
      await forbidden({ method: 'POST', url: api(P.listByOrg), payload: { orgId: b.customerId } });
    },
  },

  // --- user log -----------------------------------------------------------------------------------
  [`GET ${api(PATHS.resource('userLogs'))}`]: {
    why: 'the tenant comes from the session, never from the query',
    probe: async () => {
      const [countB] = await ctx.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(userLogs)
        .where(eq(userLogs.customerId, b.customerId));
      expect(countB!.n).toBeGreaterThan(0);
      const page = expectOk<{ list: UserLog[]; total: number }>(
        await get(a.admin.token, `${PATHS.resource('userLogs')}?customerId=${b.customerId}&size=100`),
      );
      expect(page.list.length).toBeGreaterThan(0);
      expect(page.list.every((row) => row.customerId === a.customerId)).toBe(true);
      const [countA] = await ctx.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(userLogs)
        .where(eq(userLogs.customerId, a.customerId));
      expect(page.total).toBe(countA!.n);
    },
  },

  [`GET ${api(PATHS.resource('userLogs'))}/:id`]: {
    why: 'another tenant’s entry is not found',
    probe: async () => {
      const [row] = await ctx.database.db
        .select({ id: userLogs.id })
        .from(userLogs)
        .where(eq(userLogs.customerId, b.customerId))
        .limit(1);
      const res = await get(a.admin.token, `${PATHS.resource('userLogs')}/${row!.id}`);
      expect(res.statusCode).toBe(404);
      expectError(res, ERROR_CODES.notFound);
    },
  },

  [`GET ${api(PATHS.resource('userLogs'))}/export`]: {
    why: 'the export has the list’s filters: the tenant comes from the session',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'GET',
        url: api(`${PATHS.resource('userLogs')}/export?format=csv&customerId=${b.customerId}`),
      });
      expect(res.statusCode).toBe(200);
      const bAccounts = (
        await ctx.database.db
          .select({ account: userLogs.account })
          .from(userLogs)
          .where(eq(userLogs.customerId, b.customerId))
      )
        .map((row) => row.account)
        .filter((account): account is string => !!account && account.includes('_'));
      expect(bAccounts.length).toBeGreaterThan(0);
      for (const account of bAccounts) expect(res.body).not.toContain(account);
    },
  },

  // --- resource engine ----------------------------------------------------------------------------
  ...platformOnlyResource(
    'companies',
    { name: 'x', account: 'tenancy_x', maxRoom: 1, maxAccount: 1 },
    () => b.customerId,
  ),
  // Servers (ADR 0029): platform resources; a tenant's administrator reaches none of them.
  ...platformOnlyResource('streamServers', { name: 'x', streamType: 'vod', publicIp: '10.0.0.1' }, () => 1, [
    'select',
  ]),
  ...platformOnlyResource('rtcServers', { name: 'x', ip: '10.0.0.1', port: 1 }, () => 1),
  ...platformOnlyResource('mqttServers', { name: 'x', ip: '10.0.0.1', port: 1 }, () => 1),
  ...platformOnlyResource('monitorMqttServers', { name: 'x', ip: '10.0.0.1', port: 1 }, () => 1),
  ...platformOnlyResource('storageServers', { name: 'x', ip: '10.0.0.1' }, () => 1, ['select']),
  ...platformOnlyResource('liveServers', { name: 'x', ip: '10.0.0.1', port: 1 }, () => 1),
  ...platformOnlyResource('whiteboardServers', { name: 'x', ip: '10.0.0.1', port: 1 }, () => 1),
  ...platformOnlyResource('databaseServers', { name: 'x', ip: '10.0.0.1', port: 1 }, () => 1),
  ...platformOnlyResource(
    'monitorStreamServers',
    { name: 'x', pullAddress: 'rtmp://10.0.0.1/live', pushAddress: 'rtmp://10.0.0.1/live' },
    () => 1,
    ['select'],
  ),
  [`GET ${resource('servers', '/:id/probes')}`]: {
    why: 'platform only',
    probe: () => forbidden({ method: 'GET', url: resource('servers', '/1/probes') }),
  },
  ...platformOnlyResource(
    'admins',
    { username: 'tenx', realName: 'x', password: 'Kx7#pq', repassword: 'Kx7#pq' },
    () => b.admin.id,
    ['resetPassword'],
  ),
  // A company's administrators choose the company's ward administrators.
  ...pickerExpectation('admins', () => b.admin.id),
  ...tenantResource('roles', {
    create: () => ({ name: `越界${serial++}`, value: 'editor', type: 3, permissionIds: [platformMenuId] }),
    bRowId: () => bRole!.id,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('layoutTemplates', {
    create: () => ({ name: `越界${serial++}`, areas: [{ x: 0, y: 0, width: 960, height: 540, main: true }] }),
    bRowId: () => bTemplate!.id,
    marker: B_ROLE_NAME,
  }),

  // --- uploads ------------------------------------------------------------------------------------
  [`POST ${api(PATHS.setAvatar)}`]: {
    why: 'the caller’s own avatar, and only a file of the caller’s tenant',
    probe: async () => {
      const res = await post(a.admin.token, PATHS.setAvatar, { avatarUrl: bFileUrl });
      expectError(res, ERROR_CODES.validation, 'error.avatarUpload');
    },
  },
  [`POST ${api('/console/api/v1/uploads')}`]: {
    why: 'a file lands in the caller’s tenant, whatever customerId the query names',
    probe: async () => {
      const { url } = expectOk<{ url: string }>(
        await uploadAs(a.admin.token, 'avatar', `&customerId=${b.customerId}`),
      );
      expect(url).toContain(`/files/${a.customerId}/avatar/`);
    },
  },
  [`GET ${api('/console/api/v1/files/:customerId/:purpose/:name')}`]: {
    why: 'public by design: names are 128 random bits, known only to whom the URL was given; nothing lists a folder',
    public: true,
    probe: async () => {
      expect((await ctx.app.inject({ method: 'GET', url: bFileUrl })).statusCode).toBe(200);
      const folder = bFileUrl.slice(0, bFileUrl.lastIndexOf('/'));
      for (const guess of [folder, `${folder}/`, `${folder}/${'0'.repeat(32)}.png`]) {
        const res = await ctx.app.inject({ method: 'GET', url: guess });
        expect([400, 404], guess).toContain(res.statusCode);
        expect(res.body).not.toContain(bFileUrl.split('/').at(-1));
      }
    },
  },
  // --- real time ----------------------------------------------------------------------------------
  'GET /mqtt': noTenantData('GET', '/mqtt', 'MQTT over WebSocket: terminals log in with their own account'),
  [`GET ${BASE}/ws`]: {
    why: 'the console socket sends only the caller’s tenant and refuses topics of B’s terminals',
    public: true,
    probe: async () => {
      const socket = await ctx.app.injectWS(`${BASE}/ws`);
      const answers: { type: string; topic?: string }[] = [];
      const got = (type: string, topic?: string) =>
        new Promise<void>((resolve) => {
          const check = () => answers.some((m) => m.type === type && m.topic === topic) && resolve();
          socket.on('message', (data: Buffer) => {
            answers.push(JSON.parse(data.toString()) as { type: string; topic?: string });
            check();
          });
          check();
        });
      socket.send(JSON.stringify({ type: 'auth', token: a.admin.token }));
      await got('ready');
      for (const topic of [`commands:${bTerminal!.id}`, `telemetry:${bTerminal!.id}`]) {
        socket.send(JSON.stringify({ type: 'sub', topic }));
        await got('denied', topic);
      }
      socket.terminate();
    },
  },
  [`GET ${resource('terminalCommands')}`]: {
    why: 'another tenant’s terminal is not found',
    probe: async () => {
      const res = await get(
        a.admin.token,
        `${PATHS.resource('terminalCommands')}?deviceAccountId=${bTerminal!.id}`,
      );
      expect(res.statusCode).toBe(404);
      expectError(res, ERROR_CODES.notFound);
    },
  },
  [`POST ${resource('terminalCommands')}`]: {
    why: 'a command to another tenant’s terminal is refused and nothing is stored',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'POST',
        url: resource('terminalCommands'),
        payload: { deviceAccountId: bTerminal!.id, kind: 'disable' },
      });
      expect(res.statusCode).toBe(404);
      expectError(res, ERROR_CODES.notFound);
    },
  },
  [`GET ${resource('terminalMonitor')}`]: {
    why: 'only the caller’s terminals and counts, whatever customerId the query names',
    probe: async () => {
      const res = await get(a.admin.token, `${PATHS.resource('terminalMonitor')}?size=100`);
      const page = expectOk<{ list: { customerId: number }[]; counts: { online: number; offline: number } }>(
        res,
      );
      expect(page.list.length).toBeGreaterThan(0);
      expect(page.list.every((r) => r.customerId === a.customerId)).toBe(true);
      expect(page.counts.online + page.counts.offline).toBe(page.list.length);
      expect(res.body).not.toContain(B_ROLE_NAME);
      const smuggled = await get(
        a.admin.token,
        `${PATHS.resource('terminalMonitor')}?customerId=${b.customerId}`,
      );
      expect(smuggled.statusCode).toBe(400);
    },
  },
  [`GET ${resource('terminalMonitor', '/:id')}`]: {
    why: 'another tenant’s terminal is not found',
    probe: async () => {
      const res = await get(a.admin.token, `${PATHS.resource('terminalMonitor')}/${bTerminal!.id}`);
      expect(res.statusCode).toBe(404);
      expectError(res, ERROR_CODES.notFound);
    },
  },
  [`GET ${resource('terminalStreams')}`]: {
    why: 'only the caller’s terminals; another tenant’s group is not found',
    probe: async () => {
      const res = await get(a.admin.token, PATHS.resource('terminalStreams'));
      const wall = expectOk<{ tiles: { customerId: number }[]; settings: { tilesPerPage: number } }>(res);
      expect(wall.tiles.length).toBeGreaterThan(0);
      expect(wall.tiles.every((tile) => tile.customerId === a.customerId)).toBe(true);
      expect(wall.settings.tilesPerPage).not.toBe(16);
      expect(res.body).not.toContain(B_ROLE_NAME);
      expect(res.body).not.toContain('b.example');
      const theirs = await get(
        a.admin.token,
        `${PATHS.resource('terminalStreams')}?groupId=${bRows.terminalStreamGroups}`,
      );
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).not.toContain(B_ROLE_NAME);
    },
  },
  [`GET ${resource('terminalStreamSources')}`]: {
    why: 'only the caller’s sources, even when another tenant’s are named',
    probe: async () => {
      const res = await get(a.admin.token, `${PATHS.resource('terminalStreamSources')}?ids=${bSource!.id}`);
      const list = expectOk<{ id: number }[]>(res);
      expect(list.length).toBeGreaterThan(0);
      expect(list.map((row) => row.id)).not.toContain(bSource!.id);
      expect(res.body).not.toContain(B_ROLE_NAME);
    },
  },
  [`GET ${resource('terminalStreamSettings')}`]: {
    why: 'the caller’s own company’s settings, never another’s',
    probe: async () => {
      const settings = expectOk<{ rotationSeconds: number | null }>(
        await get(a.admin.token, `${PATHS.resource('terminalStreamSettings')}`),
      );
      expect(settings.rotationSeconds).not.toBe(77);
    },
  },
  [`PUT ${resource('terminalStreamSettings')}`]: {
    why: 'changes only the caller’s company; naming another is refused',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'PUT',
        url: resource('terminalStreamSettings'),
        payload: { customerId: b.customerId, tilesPerPage: 1 },
      });
      expect(res.statusCode).toBe(400);
      expectOk(
        await ctx.injectAs(a.admin.token, {
          method: 'PUT',
          url: resource('terminalStreamSettings'),
          payload: { tilesPerPage: 1 },
        }),
      );
    },
  },
  [`GET ${resource('terminalStreamTerminals', '/:deviceAccountId')}`]: {
    why: 'another tenant’s terminal is not found',
    probe: async () => {
      const res = await get(a.admin.token, `${PATHS.resource('terminalStreamTerminals')}/${bTerminal!.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('b.example');
    },
  },
  [`GET ${resource('terminalStreamTerminals', '/:deviceAccountId/streams')}`]: {
    why: 'another tenant’s terminal (its streams, address and groups) is not found',
    probe: async () => {
      const res = await get(
        a.admin.token,
        `${PATHS.resource('terminalStreamTerminals')}/${bTerminal!.id}/streams`,
      );
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('b.example');
      expect(res.body).not.toContain(B_ROLE_NAME);
    },
  },
  [`PUT ${resource('terminalStreamTerminals', '/:deviceAccountId')}`]: {
    why: 'another tenant’s terminal is not found and nothing is stored',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'PUT',
        url: resource('terminalStreamTerminals', `/${bTerminal!.id}`),
        payload: { monitored: false },
      });
      expect(res.statusCode).toBe(404);
      expectError(res, ERROR_CODES.notFound);
    },
  },
  ...tenantResource('terminalStreamGroups', {
    create: () => ({ name: `越界${Math.random()}`.slice(0, 30), videoSourceIds: [] }),
    bRowId: () => bRows.terminalStreamGroups!,
    marker: B_ROLE_NAME,
  }),
  [`GET ${resource('terminalTelemetry', '/:deviceAccountId')}`]: {
    why: 'another tenant’s terminal is not found',
    probe: async () => {
      const res = await get(a.admin.token, `${PATHS.resource('terminalTelemetry')}/${bTerminal!.id}`);
      expect(res.statusCode).toBe(404);
      expectError(res, ERROR_CODES.notFound);
    },
  },
  ...tenantResource('deviceAccounts', {
    create: () => ({
      account: String(Date.now() % 1e9),
      name: '越界',
      deviceType: 'terminal',
      loginAccount: 'x',
      password: 'abc123',
    }),
    bRowId: () => bTerminal!.id,
    marker: B_ROLE_NAME,
    actions: ['enable', 'disable'],
    picked: true,
  }),
  ...tenantResource('videoSources', {
    create: () => ({
      deviceAccountId: aTerminal!.id,
      name: '越界',
      type: freeSourceTypes.shift() ?? 'hdmi',
    }),
    bRowId: () => bSource!.id,
    marker: B_ROLE_NAME,
  }),
  // --- members (meet calls) -----------------------------------------------------------------------
  ...tenantResource('members', {
    create: () => ({ account: String(Date.now() % 1e9), realName: 'Yue', password: 'Abcd#1234' }),
    bRowId: () => b.member.id,
    marker: 'tenancy_b_member',
    picked: true,
  }),
  ...meetExpectations(),
  ...systemSettingsExpectations(),

  // --- device catalogue ---------------------------------------------------------------------------
  ...tenantResource('networkCameras', {
    create: () => ({
      name: `越界${Math.random()}`,
      address: '10.0.0.9',
      mainStreamPath: '/x',
      deviceAccountId: aTerminalId,
    }),
    bRowId: () => bRows.networkCameras!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('visitSettings', {
    create: () => aVisitSubjects.shift() ?? { subject: 'camera', subjectId: 0 },
    bRowId: () => bRows.visitSettings!,
    // B's period, as the CSV export writes it
    marker: '01:11,01:12',
  }),
  ...tenantResource('branches', {
    create: () => ({ name: `越界${serial++}` }),
    bRowId: () => bRows.branches!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('wards', {
    create: () => ({ name: `越界${serial}`, code: `X${serial++}` }),
    bRowId: () => bRows.wards!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('beds', {
    create: () => ({ wardId: aWardId, number: 100 + serial, code: `XB${serial}`, name: `越界${serial++}` }),
    bRowId: () => bRows.beds!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('collectionBoxes', {
    create: () => ({ name: `越界${serial}`, serialNumber: `XSN${serial++}`, wardId: aWardId }),
    bRowId: () => bRows.collectionBoxes!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('wardDevices', {
    create: () => ({ name: `越界${serial++}`, type: 'pad', role: 'visitingRoom', wardId: aWardId }),
    bRowId: () => bRows.wardDevices!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('patients', {
    create: () => ({ name: `越界${serial}`, sex: 'male', age: 30, hospitalNumber: `XH${serial++}` }),
    bRowId: () => bRows.patients!,
    marker: B_ROLE_NAME,
  }),
  ...medicalRoutes(),
  ...alarmRoutes(),
  ...tenantResource('patientFiles', {
    create: () => ({
      patientId: aPatientId,
      title: `越界${serial++}`,
      file: aPatientFileUploads.shift() ?? '',
    }),
    bRowId: () => bRows.patientFiles!,
    marker: B_ROLE_NAME,
  }),
  [`GET ${resource('patientFiles', '/:id/content')}`]: {
    why: 'another tenant’s patient file is not found',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'GET',
        url: resource('patientFiles', `/${bRows.patientFiles!}/content`),
      });
      expect(res.statusCode, res.body).toBe(404);
      expectError(res, ERROR_CODES.notFound);
    },
  },
  ...tenantResource('careNotes', {
    create: () => ({ patientId: aPatientId, text: `越界${serial++}` }),
    bRowId: () => bRows.careNotes!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('monitoringIndicators', {
    create: () => ({ code: `x${serial}`, name: `越界${serial++}` }),
    bRowId: () => bRows.monitoringIndicators!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('indicatorThresholds', {
    create: () => ({ indicatorId: aIndicators.shift() ?? 0, wardId: aWardId, alarmHigh: 99 }),
    bRowId: () => bRows.indicatorThresholds!,
    // B's ward, as the export names it
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('criticalDevices', {
    create: () => ({ name: `越界${serial++}`, type: 'monitor', wardId: aWardId, bedId: aBedId }),
    bRowId: () => bRows.criticalDevices!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('computeServers', {
    create: () => ({
      name: `越界${serial}`,
      deviceAccountId: aComputeAccounts.shift() ?? 0,
      sn: `A-SN-${serial++}`,
      macAddress: '02:00:00:00:00:A1',
      maxPayload: 4,
    }),
    bRowId: () => bRows.computeServers!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('monitorScopes', {
    create: () => aScopeSubjects.shift() ?? { subject: 'camera', subjectId: 0 },
    bRowId: () => bRows.monitorScopes!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('visitTemplates', {
    create: () => ({ name: `越界${serial++}`, event: 'visitBooked', channel: 'sms', content: '{patient}' }),
    bRowId: () => bRows.visitTemplates!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('visitRegistrations', {
    create: () => ({
      patientId: aPatientId,
      familyName: `越界${serial++}`,
      familyPhone: '13800138000',
      relation: 'child',
    }),
    bRowId: () => bRows.visitRegistrations!,
    marker: B_ROLE_NAME,
    actions: ['approve'],
  }),
  ...tenantResource('visits', {
    // The next whole hour a day ahead: a slot of A's round-the-clock visiting hours.
    create: () => ({
      registrationId: aRegistrationId,
      visitType: 'video',
      startsAt: new Date(
        Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000 + 3_600_000 * (serial++ % 20),
      ).toISOString(),
    }),
    bRowId: () => bRows.visits!,
    marker: B_ROLE_NAME,
    actions: ['checkIn', 'start', 'finish', 'cancel', 'exception'],
  }),
  ...visitRoutes(),
  ...tenantResource('dataPushTargets', {
    create: () => ({ name: `越界${serial++}`, url: 'http://127.0.0.1:9/hook', dataTypes: ['notices'] }),
    bRowId: () => bRows.dataPushTargets!,
    marker: B_ROLE_NAME,
    actions: ['sendTest', 'rotateSecret'],
  }),
  ...tenantResource('qcStatisticsTasks', {
    create: () => ({
      name: `越界${serial++}`,
      from: '2026-05-04T00:00:00.000Z',
      to: '2026-05-05T00:00:00.000Z',
    }),
    bRowId: () => bRows.qcStatisticsTasks!,
    marker: B_ROLE_NAME,
    actions: ['retry'],
  }),
  [`GET ${resource('qcStatisticsTasks', '/:id/result/export')}`]: {
    why: 'another tenant’s task is not found',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'GET',
        url: resource('qcStatisticsTasks', `/${bRows.qcStatisticsTasks!}/result/export?format=csv`),
      });
      expect(res.statusCode).toBe(404);
      expectError(res, ERROR_CODES.notFound);
    },
  },
  ...readOnlyTenantResource('dataPushDeliveries', {
    bRowId: () => bRows.dataPushDeliveries!,
    marker: B_ROLE_NAME,
  }),
  ...readOnlyTenantResource('visitNotices', { bRowId: () => bRows.visitNotices!, marker: B_ROLE_NAME }),
  ...tenantResource('groups', {
    create: () => ({ name: `越界${Math.random()}`.slice(0, 30), deviceAccountIds: [aTerminalId] }),
    bRowId: () => bRows.groups!,
    marker: B_ROLE_NAME,
    picked: true,
  }),
  ...tenantResource('rooms', {
    create: () => ({ name: `越界${serial++}`, maxDevices: 2, deviceAccountIds: [aTerminalId] }),
    bRowId: () => bRows.rooms!,
    marker: B_ROLE_NAME,
    actions: ['remove', 'regenerateCode'],
  }),
  ...roomRoutes(),
  ...tenantResource('roomFiles', {
    create: () => ({ roomId: aRoomId, title: `越界${serial++}`, file: aRoomFileUploads.shift() ?? '' }),
    bRowId: () => bRows.roomFiles!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('videoGroups', {
    create: () => ({ name: `越界${Math.random()}`.slice(0, 30), split: 1, cells: [] }),
    bRowId: () => bRows.videoGroups!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('deviceUiUrls', {
    create: () => ({ name: `越界${Math.random()}`, url: 'https://x.example', isDefault: true }),
    bRowId: () => bRows.deviceUiUrls!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('gateways', {
    create: () => {
      const key = newSetupKey();
      const serviceCode = { code: currentCode(key, 'totp6', new Date()), token: ctx.app.secrets.seal(key) };
      return { name: `越界${serial++}`, ip: '10.1.1.1', serviceCode };
    },
    bRowId: () => bRows.gateways!,
    marker: B_ROLE_NAME,
    actions: ['enable', 'disable', 'setupKey'],
  }),
  ...tenantResource('wechatAccounts', {
    create: () => ({
      name: `越界${serial}`,
      originalId: `gh_${String(serial).padStart(12, '0')}`,
      appId: `wx${String(serial++).padStart(16, '0')}`,
      appSecret: 'a'.repeat(32),
    }),
    bRowId: () => bRows.wechatAccounts!,
    marker: B_ROLE_NAME,
    actions: ['enable', 'disable'],
  }),
  ...tenantResource('wechatTemplates', {
    create: () => ({
      accountId: aWechatAccountId,
      name: `越界${serial}`,
      templateId: `T${serial++}`,
      type: 'other',
    }),
    bRowId: () => bRows.wechatTemplates!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('wechatMiniPrograms', {
    create: () => ({
      name: `越界${serial}`,
      originalId: `gh_${String(serial).padStart(12, '0')}`,
      appId: `wx${String(serial++).padStart(16, '0')}`,
      appSecret: 'a'.repeat(32),
    }),
    bRowId: () => bRows.wechatMiniPrograms!,
    marker: B_ROLE_NAME,
    actions: ['enable', 'disable'],
  }),
  ...tenantResource('gatewayUsers', {
    create: () => ({ gatewayId: aGatewayId, username: `u${serial++}`, role: 'nurse' }),
    bRowId: () => bRows.gatewayUsers!,
    marker: B_ROLE_NAME,
    actions: ['approve', 'reject', 'revoke'],
  }),
  ...tenantResource('appServices', {
    create: () => ({ name: `越界${serial}`, code: `svc${serial++}`, gatewayId: aGatewayId }),
    bRowId: () => bRows.appServices!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('appServiceUsers', {
    create: () => ({ appServiceId: aServiceId, gatewayUserId: aGatewayUsers.shift() ?? 0 }),
    bRowId: () => bRows.appServiceUsers!,
    marker: B_ROLE_NAME,
    actions: ['approve', 'reject', 'revoke'],
  }),
  ...gatewayRoutes(),
  ...tenantResource('schoolMessages', {
    create: () => ({ title: `越界${serial++}`, content: '越界', deviceAccountIds: [aTerminalId] }),
    bRowId: () => bRows.schoolMessages!,
    marker: B_ROLE_NAME,
    actions: ['cancel'],
  }),
  [`GET ${resource('schoolMessages', '/:id/receipts')}`]: {
    why: 'another tenant’s message (and who read it) is not found',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'GET',
        url: resource('schoolMessages', `/${bRows.schoolMessages!}/receipts`),
      });
      expect(res.statusCode).toBe(404);
    },
  },
  [`POST ${resource('schoolMessages', '/:id/resend')}`]: {
    why: 'another tenant’s message is not sent again',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'POST',
        url: resource('schoolMessages', `/${bRows.schoolMessages!}/resend`),
      });
      expect(res.statusCode).toBe(404);
    },
  },
  [`GET ${api(PATHS.schoolInbox)}`]: {
    why: 'an inbox holds only its own member’s notifications',
    probe: async () => {
      for (const token of [a.admin.token, a.member.token]) {
        const res = await ctx.injectAs(token, { method: 'GET', url: api(PATHS.schoolInbox) });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain(B_ROLE_NAME);
      }
    },
  },
  [`POST ${api(PATHS.schoolInbox)}/:id/read`]: {
    why: 'another tenant’s (or member’s) notification is not read through one’s own inbox',
    probe: async () => {
      const res = await ctx.injectAs(a.member.token, {
        method: 'POST',
        url: api(`${PATHS.schoolInbox}/${bRows.schoolMessages!}/read`),
      });
      expect(res.statusCode).toBe(404);
    },
  },
  ...tenantResource('opOrgans', {
    create: () => ({
      name: `越界${serial++}`,
      cloudStorageIp: '10.0.0.1',
      cloudStoragePort: 9000,
      loopRecordingThreshold: 50,
      allocatedStorageGb: 10,
    }),
    bRowId: () => bRows.opOrgans!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('opDepartments', {
    create: () => ({ name: `越界${serial++}`, organId: aOp.organId }),
    bRowId: () => bRows.opDepartments!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('opDevices', {
    create: () => ({
      name: `越界${serial++}`,
      deviceAccountId: aOpTerminals.shift() ?? aTerminalId,
      organId: aOp.organId,
    }),
    bRowId: () => bRows.opDevices!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('opMarkIcons', {
    create: () => ({ name: `越界${serial++}`, iconUrl: aOp.iconUrl }),
    bRowId: () => bRows.opMarkIcons!,
    marker: 'B专属',
  }),
  ...tenantResource('opCourses', {
    create: () => ({
      name: `越界${serial++}`,
      organId: aOp.organId,
      surgeon: 'A',
      recordedAt: '2026-11-20T08:00:00.000Z',
      videoId: aOp.videoId,
    }),
    bRowId: () => bRows.opCourses!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('opCourseDots', {
    create: () => ({ courseId: aOp.courseId, seconds: serial++ % 60, iconId: aOp.iconId, note: 'A' }),
    bRowId: () => bRows.opCourseDots!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('callGroups', {
    create: () => ({ name: `越界${serial++}`, deviceAccountIds: [aTerminalId], chairmanId: aTerminalId }),
    bRowId: () => bRows.callGroups!,
    marker: B_ROLE_NAME,
  }),
  [`GET ${resource('callGroups', '/:id/now')}`]: {
    why: 'another tenant’s call group (and who of it is in a call) is not found',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'GET',
        url: resource('callGroups', `/${bRows.callGroups!}/now`),
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(B_ROLE_NAME);
    },
  },
  ...readOnlyTenantResource('callLogs', { bRowId: () => bRows.callLogs!, marker: B_ROLE_NAME }),
  ...tenantResource('collaborationSessions', {
    create: () => ({ kind: 'ward', title: `越界${serial++}`, scheduledAt: '2026-11-26T10:00:00.000Z' }),
    bRowId: () => bRows.collaborationSessions!,
    marker: B_ROLE_NAME,
    actions: ['cancel'],
  }),
  ...Object.fromEntries(
    (
      [
        ['POST', '/:id/start'],
        ['POST', '/:id/end'],
        ['GET', '/:id/live'],
        ['POST', '/:id/recordings/:recordingId/convert'],
      ] as const
    ).map(([method, suffix]) => [
      `${method} ${resource('collaborationSessions', suffix)}`,
      {
        why: 'another tenant’s session is not found (nor started, ended or its recording converted)',
        probe: async () => {
          const res = await ctx.injectAs(a.admin.token, {
            method,
            url: resource(
              'collaborationSessions',
              suffix.replace(':id', String(bRows.collaborationSessions!)).replace(':recordingId', '1'),
            ),
          });
          expect(res.statusCode).toBe(404);
          expect(res.body).not.toContain(B_ROLE_NAME);
          const [row] = await ctx.database.db
            .select({ state: collaborationSessions.state })
            .from(collaborationSessions)
            .where(eq(collaborationSessions.id, bRows.collaborationSessions!));
          expect(row!.state).toBe('ended');
        },
      },
    ]),
  ),
  ...readOnlyTenantResource('collaborationRecords', {
    bRowId: () => bRows.collaborationRecords!,
    marker: B_ROLE_NAME,
  }),
  ...readOnlyTenantResource('staffAccounts', { bRowId: () => bRows.staffAccounts!, marker: B_ROLE_NAME }),
  ...tenantResource('chatPhrases', {
    create: () => ({ content: `越界${serial++}` }),
    bRowId: () => bRows.chatPhrases!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('schoolQuestions', {
    create: () => ({ question: `越界${serial++}`, questioner: '越界' }),
    bRowId: () => bRows.schoolQuestions!,
    marker: B_ROLE_NAME,
    actions: ['close'],
  }),
  ...tenantResource('lives', {
    create: () => ({ name: `越界${Math.random()}`.slice(0, 30) }),
    bRowId: () => bRows.lives!,
    marker: B_ROLE_NAME,
    actions: ['start', 'end', 'regenerateCode'],
  }),
  [`GET ${resource('lives', '/:id/addresses')}`]: {
    why: 'another tenant’s stream (and its key) is not found',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'GET',
        url: resource('lives', `/${bRows.lives!}/addresses`),
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('b-key');
    },
  },
  [`POST ${resource('lives', '/:id/streamKey')}`]: {
    why: 'another tenant’s stream is not found; its key is unchanged',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'POST',
        url: resource('lives', `/${bRows.lives!}/streamKey`),
      });
      expect(res.statusCode).toBe(404);
      const [row] = await ctx.database.db.select().from(lives).where(eq(lives.id, bRows.lives!));
      expect(row!.streamKey).toBe('b-key');
    },
  },
  ...tenantResource('liveFiles', {
    create: () => ({ liveId: aLiveId, title: `越界${serial++}`, file: aLiveFileUploads.shift() ?? '' }),
    bRowId: () => bRows.liveFiles!,
    marker: B_ROLE_NAME,
  }),
  ...liveChatRoutes(),
  [`POST ${api(`${PATHS.streamHooks}/publish`)}`]: {
    why: 'public (the stream server calls it): without the configured secret every push is refused, B’s key included',
    public: true,
    probe: async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: api(`${PATHS.streamHooks}/publish`),
        payload: 'name=lbstream&key=b-key',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBe(403);
    },
  },
  [`POST ${api(`${PATHS.streamHooks}/publishDone`)}`]: {
    why: 'public (the stream server calls it): without the configured secret nothing is recorded',
    public: true,
    probe: async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: api(`${PATHS.streamHooks}/publishDone`),
        payload: 'name=lbstream',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBe(403);
    },
  },
  [`GET ${resource('lives', '/:id/recordings')}`]: {
    why: 'another tenant’s stream (and its recordings) is not found',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'GET',
        url: resource('lives', `/${bRows.lives!}/recordings`),
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('b-recording');
    },
  },
  [`POST ${resource('lives', '/:id/recordings/:recordingId/convert')}`]: {
    why: 'another tenant’s recording is not found and stays ready',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'POST',
        url: resource('lives', `/${bRows.lives!}/recordings/${bRows.liveRecordings!}/convert`),
        payload: {},
      });
      expect(res.statusCode).toBe(404);
      const [row] = await ctx.database.db
        .select()
        .from(liveRecordings)
        .where(eq(liveRecordings.id, bRows.liveRecordings!));
      expect(row!.state).toBe('ready');
    },
  },
  [`GET ${resource('lives', '/health')}`]: {
    why: 'lists the caller’s own streams only',
    probe: async () => {
      const body = expectOk<{ items: { name: string }[] }>(
        await ctx.injectAs(a.admin.token, { method: 'GET', url: resource('lives', '/health?pageSize=100') }),
      );
      expect(body.items.map((item) => item.name)).not.toContain(B_ROLE_NAME);
      expect(body.items.length).toBeGreaterThan(0);
    },
  },
  [`GET ${resource('lives', '/:id/health')}`]: {
    why: 'another tenant’s stream is not found',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'GET',
        url: resource('lives', `/${bRows.lives!}/health`),
      });
      expect(res.statusCode).toBe(404);
    },
  },
  [`POST ${resource('lives', '/:id/health/clients/:clientId/drop')}`]: {
    why: 'another tenant’s stream is not found: none of its readers can be kicked',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'POST',
        url: resource('lives', `/${bRows.lives!}/health/clients/1/drop`),
      });
      expect(res.statusCode).toBe(404);
    },
  },
  [`POST ${api(`${PATHS.streamHooks}/recordDone`)}`]: {
    why: 'public (the stream server calls it): without the configured secret no recording is registered',
    public: true,
    probe: async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: api(`${PATHS.streamHooks}/recordDone`),
        payload: 'name=lbstream&path=/tmp/x.flv',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBe(403);
    },
  },
  ...tenantResource('documentCategories', {
    create: () => ({ name: `越界${serial}`, key: `probe${'abcdefghij'[serial++ % 10]}` }),
    bRowId: () => bRows.documentCategories!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('documents', {
    create: () => ({ title: `越界${serial++}`, categoryId: aDocumentCategoryId, content: '<p>A</p>' }),
    bRowId: () => bRows.documents!,
    marker: B_ROLE_NAME,
    actions: ['publish', 'recover'],
  }),
  ...tenantResource('vodCategories', {
    create: () => ({ name: `越界${serial}`, key: `probe${'abcdefghij'[serial++ % 10]}` }),
    bRowId: () => bRows.vodCategories!,
    marker: B_ROLE_NAME,
  }),
  ...tenantResource('vodVideos', {
    create: () => ({
      name: `越界${serial++}`,
      categoryId: aVodCategoryId,
      type: 'course',
      author: 'A',
      content: 'A',
      tags: ['a'],
    }),
    bRowId: () => bRows.vodVideos!,
    marker: B_ROLE_NAME,
    actions: ['publish', 'unpublish', 'retry'],
  }),
  [`POST ${api(VOD_UPLOADS_PATH)}`]: {
    why: 'an upload only for a video of the caller’s tenant: another tenant’s video is not found',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'POST',
        url: api(VOD_UPLOADS_PATH),
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': '100',
          'upload-metadata': `videoId ${Buffer.from(String(bRows.vodVideos)).toString('base64')}`,
        },
      });
      expect(res.statusCode).toBe(404);
      expectError(res, ERROR_CODES.notFound);
    },
  },
  [`PATCH ${api(VOD_UPLOADS_PATH)}/:uploadId`]: {
    why: 'another tenant’s upload is not found (no byte is written to it)',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'PATCH',
        url: `${api(VOD_UPLOADS_PATH)}/${bVodUploadId}`,
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        payload: Buffer.alloc(10),
      });
      expect(res.statusCode).toBe(404);
      expectError(res, ERROR_CODES.notFound);
    },
  },
  [`DELETE ${api(VOD_UPLOADS_PATH)}/:uploadId`]: {
    why: 'another tenant’s upload is not found (not ended)',
    probe: async () => {
      const res = await ctx.injectAs(a.admin.token, {
        method: 'DELETE',
        url: `${api(VOD_UPLOADS_PATH)}/${bVodUploadId}`,
        headers: { 'tus-resumable': '1.0.0' },
      });
      expect(res.statusCode).toBe(404);
      expectError(res, ERROR_CODES.notFound);
    },
  },
  ...tenantResource('fuseMeetings', {
    create: () => ({ name: `越界${Math.random()}`, gatewayAddress: '10.0.0.8' }),
    bRowId: () => bRows.fuseMeetings!,
    marker: B_ROLE_NAME,
  }),
  ...platformCatalogue(
    'deviceModules',
    () => ({ name: 'x', englishName: 'x', key: 'tenancy_x' }),
    () => moduleId,
  ),
  ...platformCatalogue(
    'deviceModuleAliases',
    () => ({ moduleId, alias: 'x', englishAlias: 'x', productId: 'TENANCY-2' }),
    () => aliasId,
  ),
  ...upgradeExpectations(),
  ...ambulanceSystemExpectations(),
  ...ambulanceFleetExpectations(),
  ...ambulanceTaskExpectations(),
};

// --- system settings (issue 17) -----------------------------------------------------------------

/**
 * Backups, mail, SMS and global settings are the platform's: a company administrator is refused
 * every one (a dump holds every tenant; SPEC §6 makes mail and SMS cloudAdmin only); installStatus
 * answers any signed-in user with the platform's install state, nothing of a tenant.
 */
function systemSettingsExpectations(): Record<string, Expectation> {
  const why = 'platform only: no company reaches the platform’s settings or a dump of every tenant';
  const SETTINGS_MEET = systemSettingMeetPaths('platform');
  const route = (method: string, path: string) => `${method} ${api(path)}`;
  const refuse = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, payload?: object) => ({
    why,
    probe: () => forbidden({ method, url: api(path), ...(payload ? { payload } : {}) }),
  });
  const backup = (path: string) => path.replace(':id', '1');
  return {
    [route('GET', SETTINGS_PATHS.backupSettings)]: refuse('GET', SETTINGS_PATHS.backupSettings),
    [route('PUT', SETTINGS_PATHS.backupSettings)]: refuse('PUT', SETTINGS_PATHS.backupSettings, {
      schedule: 'off',
      time: '02:00',
      keep: 1,
    }),
    [route('GET', SETTINGS_PATHS.backups)]: refuse('GET', SETTINGS_PATHS.backups),
    [route('POST', SETTINGS_PATHS.backups)]: refuse('POST', SETTINGS_PATHS.backups, {}),
    [route('GET', SETTINGS_PATHS.backup)]: refuse('GET', backup(SETTINGS_PATHS.backup)),
    [route('DELETE', SETTINGS_PATHS.backup)]: refuse('DELETE', backup(SETTINGS_PATHS.backup)),
    [route('GET', SETTINGS_PATHS.backupDownload)]: refuse('GET', backup(SETTINGS_PATHS.backupDownload)),
    [route('GET', SETTINGS_PATHS.mail)]: refuse('GET', SETTINGS_PATHS.mail),
    [route('PUT', SETTINGS_PATHS.mail)]: refuse('PUT', SETTINGS_PATHS.mail, {
      host: '127.0.0.1',
      port: 25,
      security: 'none',
      testAddress: 'a@example.com',
    }),
    [route('POST', SETTINGS_PATHS.mailTest)]: refuse('POST', SETTINGS_PATHS.mailTest, {}),
    [route('GET', SETTINGS_PATHS.sms)]: refuse('GET', SETTINGS_PATHS.sms),
    [route('PUT', SETTINGS_PATHS.sms)]: refuse('PUT', SETTINGS_PATHS.sms, {
      provider: 'aliyun',
      appId: 'x',
      appSecret: 'y',
    }),
    [route('GET', SETTINGS_PATHS.global)]: refuse('GET', SETTINGS_PATHS.global),
    [route('PUT', SETTINGS_PATHS.global)]: refuse('PUT', SETTINGS_PATHS.global, {
      platformName: 'x',
      serverIp: '',
      defaultLanguage: 'zh',
    }),
    [route('GET', `${SETTINGS_MEET.saveSystemSetting}`)]: {
      why,
      probe: () => forbidden({ method: 'GET', url: api(`${SETTINGS_MEET.saveSystemSetting}?ip=10.0.0.1`) }),
    },
    [route('GET', SETTINGS_MEET.installStatus)]: {
      why: 'the platform’s install state only, the same for every signed-in user',
      probe: async () => {
        const res = await get(a.admin.token, SETTINGS_MEET.installStatus);
        expect(res.json()).toMatchObject({ resultnum: MEET_OK, installStatus: expect.any(Number) });
        expect(res.body).not.toContain(b.admin.account);
      },
    },
    // The platform's own official accounts (ADR 0034).
    ...platformOnlyResource(
      'platformWechatAccounts',
      { name: 'x', originalId: 'gh_000000000000', appId: 'wx0000000000000000', appSecret: 'a'.repeat(32) },
      () => 1,
      ['enable', 'disable'],
    ),
    ...platformOnlyResource(
      'platformWechatTemplates',
      { accountId: 1, name: 'x', templateId: 'T', type: 'other' },
      () => 1,
    ),
    ...platformOnlyResource(
      'smsTemplates',
      { type: 'alarm', templateId: 'SMS_TENANCY', name: 'x', paramCount: 0 },
      () => 1,
    ),
  };
}

/** Upgrade packages, pins and rollouts (issue 17): cloud administrators only, tenants refused every call. */
function upgradeExpectations(): Record<string, Expectation> {
  const why = 'cloudAdmin only (SPEC §6)';
  const rollouts = (suffix = '') => `${api(UPGRADE_ROLLOUTS_PATH)}${suffix}`;
  return {
    ...platformOnlyResource(
      'upgradePackages',
      { name: 'x', version: '1.0.0', type: 'terminal', boardType: 'b', file: 'x', targetCustomerIds: [2] },
      () => 1,
      ['approve'],
    ),
    ...platformOnlyResource('upgradePins', { boardType: 'b', version: '1.0.0', companyId: 2 }, () => 1),
    [`GET ${rollouts()}`]: { why, probe: () => forbidden({ method: 'GET', url: rollouts('?packageId=1') }) },
    [`POST ${rollouts()}`]: {
      why,
      probe: () =>
        forbidden({
          method: 'POST',
          url: rollouts(),
          payload: { packageId: 1, firstWaveSize: 1, waveSize: 1 },
        }),
    },
    [`GET ${rollouts('/:id')}`]: { why, probe: () => forbidden({ method: 'GET', url: rollouts('/1') }) },
    [`GET ${rollouts('/:id/targets')}`]: {
      why,
      probe: () => forbidden({ method: 'GET', url: rollouts('/1/targets') }),
    },
    [`POST ${rollouts('/:id/:action')}`]: {
      why,
      probe: async () => {
        for (const action of ['pause', 'resume', 'cancel', 'retry'])
          await forbidden({ method: 'POST', url: rollouts(`/1/${action}`) });
      },
    },
  };
}

/** A meet-style call as A's administrator. */
function meet(path: string, payload: object = {}) {
  return ctx.injectAs(a.admin.token, { method: 'POST', url: api(path), payload });
}
function meetBody(res: LightMyRequestResponse) {
  return res.json<{
    resultnum: string;
    list?: { id: number; customerId?: number }[];
    data?: { customerId: number };
  }>();
}
async function meetNotFound(path: string, payload: object) {
  const res = await meet(path, payload);
  expect(res.statusCode).toBe(200);
  expect(meetBody(res).resultnum).toBe(ERROR_CODES.notFound);
  expect(res.body).not.toContain('tenancy_b');
}

function meetExpectations(): Record<string, Expectation> {
  const M = MEET.member;
  const route = (path: string, method = 'POST') => `${method} ${api(path)}`;
  const notFoundWhy = 'another tenant’s member or request is not found';
  return {
    [route(M.list)]: {
      why: 'only the caller’s tenant, whatever customerId the body names',
      probe: async () => {
        const body = meetBody(await meet(M.list, { customerId: b.customerId, size: 100 }));
        expect(body.resultnum).toBe(MEET_OK);
        expect(body.list!.length).toBeGreaterThan(0);
        expect(body.list!.every((m) => m.customerId === a.customerId)).toBe(true);
      },
    },
    [route(M.setEnableOrbind)]: {
      why: notFoundWhy,
      probe: () => meetNotFound(M.setEnableOrbind, { id: b.member.id, type: 'enable', value: false }),
    },
    [route(M.fetchTrueName)]: {
      why: 'looks up accounts of the caller’s tenant only',
      probe: () => meetNotFound(M.fetchTrueName, { account: bMember2.account }),
    },
    [route(M.fetchUserInfo)]: {
      why: notFoundWhy,
      probe: () => meetNotFound(M.fetchUserInfo, { id: b.member.id }),
    },
    [route(M.info)]: { why: notFoundWhy, probe: () => meetNotFound(M.info, { id: b.member.id }) },
    [route(M.saveUserInfo)]: {
      why: notFoundWhy,
      probe: () => meetNotFound(M.saveUserInfo, { id: b.member.id, realName: 'Hijack' }),
    },
    [route(M.editSave)]: {
      why: notFoundWhy,
      probe: () => meetNotFound(M.editSave, { id: b.member.id, realName: 'Hijack' }),
    },
    [route(M.add)]: {
      why: 'a new member belongs to the caller’s tenant: naming another company is refused',
      probe: async () => {
        const account = String((Date.now() % 1e9) + 7);
        const member = { account, realName: 'Yue', password: 'Abcd#1234' };
        const refused = meetBody(await meet(M.add, { ...member, customerId: b.customerId }));
        expect(refused.resultnum).toBe('403001');
        expect(await ctx.database.db.select().from(users).where(eq(users.account, account))).toEqual([]);
        const body = meetBody(await meet(M.add, { ...member, customerId: a.customerId }));
        expect(body.resultnum).toBe(MEET_OK);
        expect(body.data!.customerId).toBe(a.customerId);
      },
    },
    [route(M.importUser)]: {
      why: 'imported members belong to the caller’s tenant: a row naming another company is refused',
      probe: async () => {
        const res = await ctx.injectAs(a.admin.token, {
          method: 'POST',
          url: api(`${M.importUser}?keepValid=true`),
          payload: spreadsheet({
            account: '17000000009',
            realName: 'Yue',
            password: 'Abcd#1234',
            customerId: b.customerId,
          }),
          headers: { 'content-type': XLSX_TYPE },
        });
        // the row naming another company is refused, and said so; nothing lands anywhere
        expect(meetBody(res)).toMatchObject({
          resultnum: MEET_OK,
          imported: 0,
          failed: 1,
          rows: [{ row: 2, fields: { customerId: 'error.companyPlatformOnly' } }],
        });
        expect(await ctx.database.db.select().from(users).where(eq(users.account, '17000000009'))).toEqual(
          [],
        );
      },
    },
    [route(M.updateApprovalMember)]: {
      why: notFoundWhy,
      probe: () => meetNotFound(M.updateApprovalMember, { id: bApproval!.id, status: 'agreed' }),
    },
    [route(M.fetchApprovalInfo)]: {
      why: notFoundWhy,
      probe: () => meetNotFound(M.fetchApprovalInfo, { id: bApproval!.id }),
    },
    [route(M.getApprovalList)]: {
      why: 'only the caller’s tenant, whatever customerId the body names',
      probe: async () => {
        const res = await meet(M.getApprovalList, { customerId: b.customerId, size: 100 });
        expect(meetBody(res).resultnum).toBe(MEET_OK);
        expect(meetBody(res).list!.map((x) => x.id)).not.toContain(bApproval!.id);
        expect(res.body).not.toContain(B_ROLE_NAME);
      },
    },
    [route(M.apply)]: {
      why: 'public; the apply code names the tenant, and nothing of another tenant comes back',
      public: true,
      probe: async () => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: api(M.apply),
          payload: {
            applyCode: 'TENANTA1',
            account: '17000000011',
            realName: 'Yue',
            password: 'Abcd#1234',
            repassword: 'Abcd#1234',
          },
        });
        expect(meetBody(res).resultnum).toBe(MEET_OK);
        const [row] = await ctx.database.db
          .select()
          .from(memberApprovals)
          .where(eq(memberApprovals.account, '17000000011'));
        expect(row?.customerId).toBe(a.customerId);
        expect(res.body).not.toContain('tenancy_b');
      },
    },
    [route(MEET.selectUserList, 'GET')]: {
      why: 'only the caller’s tenant, whatever customerId the query names',
      probe: async () => {
        const res = await ctx.injectAs(a.admin.token, {
          method: 'GET',
          url: api(`${MEET.selectUserList}?customerId=${b.customerId}`),
        });
        expect(meetBody(res).resultnum).toBe(MEET_OK);
        const ids = meetBody(res).list!.map((x) => x.id);
        expect(ids).toContain(a.member.id);
        expect(ids).not.toContain(b.member.id);
      },
    },
    [route(MEET.listFriend)]: {
      why: notFoundWhy,
      probe: () => meetNotFound(MEET.listFriend, { memberId: b.member.id }),
    },
    [route(MEET.deleteFriendAccount)]: {
      why: notFoundWhy,
      probe: () => meetNotFound(MEET.deleteFriendAccount, { memberId: b.member.id, friendId: bMember2.id }),
    },
  };
}

/** Everything of tenant B that an endpoint could read or change. */
async function snapshotOfB() {
  const db = ctx.database.db;
  const id = b.customerId;
  const userRows = await db.select().from(users).where(eq(users.customerId, id)).orderBy(asc(users.id));
  return {
    customer: await db.select().from(customers).where(eq(customers.id, id)),
    users: userRows,
    roles: await db.select().from(roles).where(eq(roles.customerId, id)).orderBy(asc(roles.id)),
    layoutTemplates: await db
      .select()
      .from(layoutTemplates)
      .where(eq(layoutTemplates.customerId, id))
      .orderBy(asc(layoutTemplates.id)),
    terminals: await db
      .select()
      .from(deviceAccounts)
      .where(eq(deviceAccounts.customerId, id))
      .orderBy(asc(deviceAccounts.id)),
    videoSources: await db
      .select()
      .from(videoSources)
      .where(eq(videoSources.customerId, id))
      .orderBy(asc(videoSources.id)),
    applications: await db
      .select()
      .from(customerApplications)
      .where(eq(customerApplications.customerId, id))
      .orderBy(asc(customerApplications.applicationId)),
    settings: await db.select().from(userAppSettings).where(eq(userAppSettings.customerId, id)),
    logs: await db.select().from(userLogs).where(eq(userLogs.customerId, id)).orderBy(asc(userLogs.id)),
    sessions: await db
      .select({ id: sessions.id, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(
        inArray(
          sessions.userId,
          userRows.map((u) => u.id),
        ),
      )
      .orderBy(asc(sessions.id)),
    catalogue: await db.select().from(applications).orderBy(asc(applications.id)),
    commands: await db.select().from(terminalCommands).where(eq(terminalCommands.customerId, id)),
    telemetry: await db.select().from(terminalTelemetry).where(eq(terminalTelemetry.customerId, id)),
    alarms: await db.select().from(alarms).where(eq(alarms.customerId, id)).orderBy(asc(alarms.id)),
    alarmEvents: await db
      .select()
      .from(alarmEvents)
      .where(eq(alarmEvents.customerId, id))
      .orderBy(asc(alarmEvents.id)),
    memberApprovals: await db
      .select()
      .from(memberApprovals)
      .where(eq(memberApprovals.customerId, id))
      .orderBy(asc(memberApprovals.id)),
    memberFriends: await db
      .select()
      .from(memberFriends)
      .where(eq(memberFriends.customerId, id))
      .orderBy(asc(memberFriends.memberId), asc(memberFriends.friendId)),
    cameras: await db
      .select()
      .from(networkCameras)
      .where(eq(networkCameras.customerId, id))
      .orderBy(asc(networkCameras.id)),
    medical: {
      branches: await db.select().from(branches).where(eq(branches.customerId, id)).orderBy(asc(branches.id)),
      wards: await db.select().from(wards).where(eq(wards.customerId, id)).orderBy(asc(wards.id)),
      beds: await db.select().from(beds).where(eq(beds.customerId, id)).orderBy(asc(beds.id)),
      boxes: await db
        .select()
        .from(collectionBoxes)
        .where(eq(collectionBoxes.customerId, id))
        .orderBy(asc(collectionBoxes.id)),
      wardDevices: await db
        .select()
        .from(wardDevices)
        .where(eq(wardDevices.customerId, id))
        .orderBy(asc(wardDevices.id)),
      monitoringIndicators: await db
        .select()
        .from(monitoringIndicators)
        .where(eq(monitoringIndicators.customerId, id))
        .orderBy(asc(monitoringIndicators.id)),
      indicatorThresholds: await db
        .select()
        .from(indicatorThresholds)
        .where(eq(indicatorThresholds.customerId, id))
        .orderBy(asc(indicatorThresholds.id)),
      criticalDevices: await db
        .select()
        .from(criticalDevices)
        .where(eq(criticalDevices.customerId, id))
        .orderBy(asc(criticalDevices.id)),
      monitorScopes: await db
        .select()
        .from(monitorScopes)
        .where(eq(monitorScopes.customerId, id))
        .orderBy(asc(monitorScopes.id)),
      patients: await db.select().from(patients).where(eq(patients.customerId, id)).orderBy(asc(patients.id)),
      qcStatisticsTasks: await db
        .select()
        .from(qcStatisticsTasks)
        .where(eq(qcStatisticsTasks.customerId, id))
        .orderBy(asc(qcStatisticsTasks.id)),
      dataPushTargets: await db
        .select()
        .from(dataPushTargets)
        .where(eq(dataPushTargets.customerId, id))
        .orderBy(asc(dataPushTargets.id)),
      dataPushDeliveries: await db
        .select()
        .from(dataPushDeliveries)
        .where(eq(dataPushDeliveries.customerId, id))
        .orderBy(asc(dataPushDeliveries.id)),
      dataPushFieldPolicies: await db
        .select()
        .from(dataPushFieldPolicies)
        .where(eq(dataPushFieldPolicies.customerId, id)),
      visitNotices: await db
        .select()
        .from(visitNotices)
        .where(eq(visitNotices.customerId, id))
        .orderBy(asc(visitNotices.id)),
    },
    rooms: await db.select().from(rooms).where(eq(rooms.customerId, id)).orderBy(asc(rooms.id)),
    roomFiles: await db
      .select()
      .from(roomFiles)
      .where(eq(roomFiles.customerId, id))
      .orderBy(asc(roomFiles.id)),
    documentCategories: await db
      .select()
      .from(documentCategories)
      .where(eq(documentCategories.customerId, id))
      .orderBy(asc(documentCategories.id)),
    documents: await db
      .select()
      .from(documents)
      .where(eq(documents.customerId, id))
      .orderBy(asc(documents.id)),
    vodCategories: await db
      .select()
      .from(vodCategories)
      .where(eq(vodCategories.customerId, id))
      .orderBy(asc(vodCategories.id)),
    vodVideos: await db
      .select()
      .from(vodVideos)
      .where(eq(vodVideos.customerId, id))
      .orderBy(asc(vodVideos.id)),
    vodUploads: await db.select().from(vodUploads).where(eq(vodUploads.customerId, id)),
    groups: await db
      .select()
      .from(deviceGroups)
      .where(eq(deviceGroups.customerId, id))
      .orderBy(asc(deviceGroups.id)),
    videoGroups: await db
      .select()
      .from(videoGroups)
      .where(eq(videoGroups.customerId, id))
      .orderBy(asc(videoGroups.id)),
    uiUrls: await db
      .select()
      .from(deviceUiUrls)
      .where(eq(deviceUiUrls.customerId, id))
      .orderBy(asc(deviceUiUrls.id)),
    gateways: await db
      .select()
      .from(fuseMeetings)
      .where(eq(fuseMeetings.customerId, id))
      .orderBy(asc(fuseMeetings.id)),
    streamGroups: await db
      .select()
      .from(terminalStreamGroups)
      .where(eq(terminalStreamGroups.customerId, id))
      .orderBy(asc(terminalStreamGroups.id)),
    streamSettings: await db
      .select()
      .from(terminalStreamSettings)
      .where(eq(terminalStreamSettings.customerId, id)),
    streamTerminals: await db
      .select()
      .from(terminalStreamTerminals)
      .where(eq(terminalStreamTerminals.customerId, id)),
    appGateways: await db.select().from(gateways).where(eq(gateways.customerId, id)),
    schoolMessages: await db.select().from(schoolMessages).where(eq(schoolMessages.customerId, id)),
    schoolMessageReceipts: await db
      .select()
      .from(schoolMessageReceipts)
      .where(eq(schoolMessageReceipts.customerId, id)),
    wechatAccounts: await db.select().from(wechatAccounts).where(eq(wechatAccounts.customerId, id)),
    wechatTemplates: await db.select().from(wechatTemplates).where(eq(wechatTemplates.customerId, id)),
    wechatMiniPrograms: await db
      .select()
      .from(wechatMiniPrograms)
      .where(eq(wechatMiniPrograms.customerId, id)),
    appServices: await db.select().from(appServices).where(eq(appServices.customerId, id)),
    appServiceUsers: await db.select().from(appServiceUsers).where(eq(appServiceUsers.customerId, id)),
    gatewayUsers: await db.select().from(gatewayUsers).where(eq(gatewayUsers.customerId, id)),
    modules: await db.select().from(deviceModules).orderBy(asc(deviceModules.id)),
    aliases: await db.select().from(deviceModuleAliases).orderBy(asc(deviceModuleAliases.id)),
  };
}

describe('tenant A’s administrator against tenant B, endpoint by endpoint', () => {
  let before: Awaited<ReturnType<typeof snapshotOfB>>;
  beforeAll(async () => {
    before = await snapshotOfB();
  });

  it('has an expectation for every registered route, and none for a route that is gone', () => {
    const registered = listRoutes(ctx.app);
    expect(registered.length).toBeGreaterThan(30);
    const unlisted = registered.filter((route) => !(route in EXPECTATIONS));
    const stale = Object.keys(EXPECTATIONS).filter((route) => !registered.includes(route));
    expect(
      unlisted,
      'routes without a tenancy expectation: add them to EXPECTATIONS in tenancy.test.ts',
    ).toEqual([]);
    expect(stale, 'expectations for routes that no longer exist').toEqual([]);
  });

  it('needs a session on every route that is not public', async () => {
    for (const [route, expectation] of Object.entries(EXPECTATIONS)) {
      if (expectation.public) continue;
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const url = path.replace(/:\w+/g, String(b.customerId));
      const res = await ctx.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.json(), route).toMatchObject({ retCode: ERROR_CODES.sessionExpired });
    }
  });

  for (const [route, expectation] of Object.entries(EXPECTATIONS)) {
    it(`${route}: ${expectation.why}`, expectation.probe);
  }

  it('left every row of tenant B as it was', async () => {
    expect(await snapshotOfB()).toEqual(before);
  });
});

describe('row-level security, the second wall', () => {
  const callerOf = (tenant: Tenant): Caller => ({
    userId: tenant.admin.id,
    account: tenant.admin.account,
    customerId: tenant.customerId,
    userType: USER_TYPES.customerAdmin,
    roleId: null,
    roles: [],
    sessionId: 0,
    initPwd: false,
    ip: '127.0.0.1',
    isPlatform: false,
  });
  /** The driver's SQLSTATE, wherever Drizzle wrapped it. */
  const sqlState = (error: unknown): unknown => {
    const e = error as { code?: unknown; cause?: { code?: unknown } };
    return e.cause?.code ?? e.code;
  };

  it('shows a tenant only its own rows, whatever the query asks for', async () => {
    const caller = callerOf(a);
    const seen = await ctx.app.inTenant(caller, async (tx) => ({
      users: await tx.select().from(users),
      asked: await tx.select().from(users).where(eq(users.customerId, b.customerId)),
      customers: await tx.select().from(customers),
      roles: await tx.select().from(roles),
      applications: await tx.select().from(customerApplications),
      settings: await tx.select().from(userAppSettings),
      logs: await tx.select().from(userLogs),
    }));
    expect(seen.users.map((u) => u.id).sort()).toEqual(expect.arrayContaining([a.admin.id, a.member.id]));
    expect(seen.users.every((u) => u.customerId === a.customerId)).toBe(true);
    expect(seen.asked).toEqual([]);
    expect(seen.customers.map((c) => c.id)).toEqual([a.customerId]);
    for (const rows of [seen.roles, seen.applications, seen.settings, seen.logs]) {
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.customerId === a.customerId)).toBe(true);
    }
  });

  it('refuses to insert a row into another tenant', async () => {
    const attempt = ctx.app.inTenant(callerOf(a), (tx) =>
      tx.insert(users).values({
        customerId: b.customerId,
        account: 'tenancy_smuggled',
        passwordHash: 'x',
        userType: USER_TYPES.customerAdmin,
      }),
    );
    const error = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    expect(sqlState(error)).toBe('42501');
    const found = await ctx.database.db.select().from(users).where(eq(users.account, 'tenancy_smuggled'));
    expect(found).toEqual([]);
  });

  it('refuses to move an own row into another tenant', async () => {
    const error = await ctx.app
      .inTenant(callerOf(a), (tx) =>
        tx.update(users).set({ customerId: b.customerId }).where(eq(users.id, a.member.id)),
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(sqlState(error)).toBe('42501');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, a.member.id));
    expect(row?.customerId).toBe(a.customerId);
  });

  it('cannot update or delete another tenant’s rows: they are simply not there', async () => {
    const result = await ctx.app.inTenant(callerOf(a), async (tx) => ({
      updated: await tx
        .update(users)
        .set({ realName: 'hijacked' })
        .where(eq(users.customerId, b.customerId))
        .returning(),
      deleted: await tx.delete(userLogs).where(eq(userLogs.customerId, b.customerId)).returning(),
    }));
    expect(result).toEqual({ updated: [], deleted: [] });
    const rows = await ctx.database.db.select().from(users).where(eq(users.customerId, b.customerId));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.realName === 'hijacked')).toBe(false);
  });

  it('lets a platform administrator see every tenant', async () => {
    const platform: Caller = {
      ...callerOf(a),
      customerId: 1,
      userType: USER_TYPES.platformAdmin,
      isPlatform: true,
    };
    const seen = await ctx.app.inTenant(platform, (tx) =>
      tx
        .select()
        .from(users)
        .where(inArray(users.customerId, [a.customerId, b.customerId])),
    );
    expect(new Set(seen.map((u) => u.customerId))).toEqual(new Set([a.customerId, b.customerId]));
  });

  it('is enabled on every table that carries a customer_id', async () => {
    const result = await ctx.database.db.execute(sql`
      select c.relname as table, c.relrowsecurity as rls
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'customer_id' and not a.attisdropped)
      order by c.relname`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      table: string;
      rls: boolean;
    }[];
    expect(rows.map((r) => r.table)).toEqual(expect.arrayContaining(['users', 'roles', 'user_logs']));
    // Sessions are looked up before any tenant is known (the token decides it), through the
    // unrestricted connection only; they are the one deliberate exception.
    const exceptions = ['sessions'];
    expect(rows.filter((r) => !r.rls && !exceptions.includes(r.table)).map((r) => r.table)).toEqual([]);
  });
});

// --- ambulance system (issue 18, ADR 0038) ------------------------------------------------------

/**
 * Every /ambulance/system API is the cloud administrators' (SPEC §6): a company's administrator
 * is refused each one. The external API is public (a key, not a session): without a key nothing
 * is answered, and a key of A's company lists A's terminals only, never B's.
 */
function ambulanceSystemExpectations(): Record<string, Expectation> {
  const why = 'cloudAdmin only (SPEC §6 /ambulance/system)';
  const logs = platformOnlyResource('ambulanceInterfaceLogs', {}, () => 1);
  const positions = api(`${PATHS.ambulanceApi}/positions`);
  return {
    ...platformOnlyResource('ambulanceFunctions', { companyId: 2, functions: [] }, () => 1),
    ...platformOnlyResource(
      'ambulanceExternalSystems',
      { name: 'x', companyId: 2, scopes: ['positions:read'] },
      () => 1,
      ['revoke', 'rotateKey'],
    ),
    // the log is written by the server only: list, export and record
    ...Object.fromEntries(Object.entries(logs).filter(([route]) => route.startsWith('GET '))),
    ...platformOnlyResource('transmitServers', { name: 'x', ip: '10.0.0.1', port: 1 }, () => 1),
    [`GET ${api(AMBULANCE_SETTINGS_PATH)}`]: {
      why,
      probe: () => forbidden({ method: 'GET', url: api(AMBULANCE_SETTINGS_PATH) }),
    },
    [`PUT ${api(AMBULANCE_SETTINGS_PATH)}`]: {
      why,
      probe: () =>
        forbidden({
          method: 'PUT',
          url: api(AMBULANCE_SETTINGS_PATH),
          payload: {
            gpsIntervalSeconds: 1,
            staleFixSeconds: 10,
            geofenceRadiusMeters: 10,
            etaSpeedKmh: 5,
            mapStyleUrl: '',
          },
        }),
    },
    [`GET ${positions}`]: {
      why: 'public (an external system calls it with its key): a session is no key, and A’s key lists only A’s terminals',
      public: true,
      probe: async () => {
        const refused = await ctx.injectAs(a.admin.token, { method: 'GET', url: positions });
        expect(refused.statusCode).toBe(401);
        expect(refused.body).not.toContain(B_ROLE_NAME);
        const system = expectOk<{ apiKey: string }>(
          await ctx.injectAs(await ctx.adminToken(), {
            method: 'POST',
            url: resource('ambulanceExternalSystems'),
            payload: { name: `A 的调度 ${serial++}`, companyId: a.customerId, scopes: ['positions:read'] },
          }),
        );
        await ctx.database.db.insert(deviceAccounts).values({
          customerId: a.customerId,
          account: '7790001',
          name: 'A',
          deviceType: 'ambulance',
          loginAccount: '7790001',
          password: 'x',
        });
        const listed = await ctx.app.inject({
          method: 'GET',
          url: positions,
          headers: { 'x-api-key': system.apiKey },
        });
        const accounts = expectOk<{ list: { account: string }[] }>(listed).list.map((row) => row.account);
        expect(accounts).toContain('7790001');
        expect(accounts.every((account) => account === '7790001' || aAmbulanceAccounts.has(account))).toBe(
          true,
        );
        expect(listed.body).not.toContain(B_ROLE_NAME);
        expect(listed.body).not.toContain('9000093');
      },
    },
  };
}

// --- ambulance fleet (issue 18, ADR 0040) -----------------------------------------------------------

async function seedAmbulanceFleet() {
  const db = ctx.database.db;
  const [role] = await db
    .insert(roles)
    .values({ customerId: a.customerId, name: 'A调度员', value: 'editor', type: 3 })
    .returning();
  await ctx.createUser({
    account: 'tenancy_a_editor',
    customerId: a.customerId,
    userType: USER_TYPES.staff,
    roleId: role!.id,
  });
  aEditor = await ctx.login('tenancy_a_editor', TENANT_PASSWORD);
  const ambulance = (customerId: number, account: string, name: string) => ({
    customerId,
    account,
    name,
    deviceType: 'ambulance',
    loginAccount: account,
    password: 'not-a-hash',
  });
  const mine = await db
    .insert(deviceAccounts)
    .values([1, 2, 3, 4, 5, 6].map((i) => ambulance(a.customerId, `779010${i}`, 'A')))
    .returning({ id: deviceAccounts.id, account: deviceAccounts.account });
  for (const row of mine) aAmbulanceAccounts.add(row.account);
  aFreeAmbulances.push(...mine.map((row) => row.id));
  const [theirs] = await db
    .insert(deviceAccounts)
    .values(ambulance(b.customerId, '9000094', B_ROLE_NAME))
    .returning({ id: deviceAccounts.id });
  bAmbulanceId = theirs!.id;
  for (const [customerId, name] of [
    [a.customerId, 'A'],
    [b.customerId, B_ROLE_NAME],
  ] as const) {
    const accountId = customerId === a.customerId ? aFreeAmbulances.pop()! : bAmbulanceId;
    const [vehicle] = await db
      .insert(ambulanceVehicles)
      .values({
        customerId,
        plate: customerId === a.customerId ? '沪A00001' : '沪B00001',
        deviceAccountId: accountId,
        station: name,
      })
      .returning();
    const [hospital] = await db
      .insert(ambulanceHospitals)
      .values({ customerId, name, address: name, lat: 31.2, lng: 121.4 })
      .returning();
    const [attribute] = await db
      .insert(ambulanceAttributes)
      .values({ customerId, target: 'hospital', name, type: 'text' })
      .returning();
    const [device] = await db
      .insert(ambulanceMedicalDevices)
      .values({
        customerId,
        vehicleId: vehicle!.id,
        kind: 'monitor',
        model: name,
        serial: `SN-${customerId}`,
      })
      .returning();
    const [camera] = await db
      .insert(ambulanceCameras)
      .values({ customerId, vehicleId: vehicle!.id, name, streamUrl: 'rtsp://10.0.0.9/1' })
      .returning();
    const [fix] = await db
      .insert(ambulancePositions)
      .values({
        customerId,
        deviceAccountId: accountId,
        lat: customerId === a.customerId ? 31.2 : B_FIX_LAT,
        lng: 121.4,
        createdAt: new Date(),
      })
      .returning();
    const [event] = await db
      .insert(ambulanceGeofenceEvents)
      .values({
        customerId,
        deviceAccountId: accountId,
        hospitalId: hospital!.id,
        kind: 'enter',
        lat: customerId === a.customerId ? 31.2 : B_FIX_LAT,
        lng: 121.4,
        createdAt: new Date(),
      })
      .returning();
    const [emergency] = await db
      .insert(ambulanceTasks)
      .values({
        customerId,
        number: `20261126-${customerId}`,
        callerName: name,
        callerPhone: '13800138000',
        address: name,
        complaint: name,
      })
      .returning();
    // An ambulance consultation of the vehicle with the hospital (ADR 0046).
    const [consultation] = await db
      .insert(collaborationSessions)
      .values({
        customerId,
        kind: 'consultation',
        title: name,
        scheduledAt: new Date(),
        requestingHospital: name,
        consultedHospital: name,
        ambulanceVehicleId: vehicle!.id,
        ambulanceHospitalId: hospital!.id,
      })
      .returning();
    if (customerId === a.customerId) {
      aVehicleId = vehicle!.id;
      aHospitalId = hospital!.id;
    } else {
      bRows.ambulanceTasks = emergency!.id;
      bRows.ambulanceConsultations = consultation!.id;
      bRows.ambulanceGeofenceEvents = event!.id;
      bRows.ambulanceVehicles = vehicle!.id;
      bRows.ambulanceHospitals = hospital!.id;
      bRows.ambulanceAttributes = attribute!.id;
      bRows.ambulanceMedicalDevices = device!.id;
      bRows.ambulanceCameras = camera!.id;
      bRows.ambulancePositions = fix!.id;
    }
  }
}

/**
 * The ambulance hospital and device pages' APIs are the editor's: A's editor reaches nothing of
 * B's (rows not found, lists and exports only A's, the live map only A's ambulances, B's
 * terminal's track not found).
 */
function ambulanceFleetExpectations(): Record<string, Expectation> {
  const as = () => aEditor;
  const live = api(`${PATHS.ambulanceFleet}/live`);
  const track = api(`${PATHS.ambulanceFleet}/track`);
  return {
    ...tenantResource('ambulanceHospitals', {
      as,
      marker: B_ROLE_NAME,
      bRowId: () => bRows.ambulanceHospitals!,
      create: () => ({ name: `A 医院 ${serial++}`, address: 'A', lat: 31, lng: 121 }),
    }),
    ...tenantResource('ambulanceAttributes', {
      as,
      marker: B_ROLE_NAME,
      bRowId: () => bRows.ambulanceAttributes!,
      create: () => ({ target: 'vehicle', name: `A属性${serial++}`, type: 'text' }),
    }),
    ...tenantResource('ambulanceVehicles', {
      as,
      marker: B_ROLE_NAME,
      bRowId: () => bRows.ambulanceVehicles!,
      create: () => ({ plate: `沪A${10000 + serial++}`, deviceAccountId: aFreeAmbulances.pop() ?? 0 }),
    }),
    ...tenantResource('ambulanceMedicalDevices', {
      as,
      marker: B_ROLE_NAME,
      bRowId: () => bRows.ambulanceMedicalDevices!,
      create: () => ({ vehicleId: aVehicleId, kind: 'ecg', model: 'A', serial: `A-${serial++}` }),
      actions: ['onboard', 'remove'],
    }),
    ...tenantResource('ambulanceCameras', {
      as,
      marker: B_ROLE_NAME,
      bRowId: () => bRows.ambulanceCameras!,
      create: () => ({ vehicleId: aVehicleId, name: `A${serial++}`, streamUrl: 'rtsp://10.0.0.1/1' }),
    }),
    ...tenantResource('ambulanceConsultations', {
      as,
      marker: B_ROLE_NAME,
      bRowId: () => bRows.ambulanceConsultations!,
      create: () => ({
        title: `A 会诊 ${serial++}`,
        scheduledAt: '2026-11-26T10:00:00.000Z',
        ambulanceVehicleId: aVehicleId,
        ambulanceHospitalId: aHospitalId,
      }),
      actions: ['cancel'],
    }),
    ...readOnlyTenantResource('ambulancePositions', {
      as,
      marker: String(B_FIX_LAT),
      bRowId: () => bRows.ambulancePositions!,
    }),
    ...readOnlyTenantResource('ambulanceGeofenceEvents', {
      as,
      marker: String(B_FIX_LAT),
      bRowId: () => bRows.ambulanceGeofenceEvents!,
    }),
    [`GET ${live}`]: {
      why: 'the live map shows only the caller’s company’s ambulances and hospitals',
      probe: async () => {
        const res = await ctx.injectAs(aEditor, { method: 'GET', url: live });
        const snapshot = expectOk<{ vehicles: { deviceAccountId: number }[] }>(res);
        expect(snapshot.vehicles.length).toBeGreaterThan(0);
        expect(snapshot.vehicles.map((v) => v.deviceAccountId)).not.toContain(bAmbulanceId);
        expect(res.body).not.toContain(B_ROLE_NAME);
        expect(res.body).not.toContain(String(B_FIX_LAT));
      },
    },
    [`GET ${track}`]: {
      why: 'another company’s ambulance’s track is not found',
      probe: async () => {
        const now = Date.now();
        const res = await ctx.injectAs(aEditor, {
          method: 'GET',
          url: `${track}?deviceAccountId=${bAmbulanceId}&from=${new Date(now - 3_600_000).toISOString()}&to=${new Date(now + 60_000).toISOString()}`,
        });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain(String(B_FIX_LAT));
      },
    },
  };
}

// --- ambulance tasks (issue 18, ADR 0045) ------------------------------------------------------------

/**
 * The task pages' APIs are the editor's: A's editor reaches none of B's tasks, neither to move
 * them nor to read their live page.
 */
function ambulanceTaskExpectations(): Record<string, Expectation> {
  const as = () => aEditor;
  const base = resource('ambulanceTasks');
  return {
    ...tenantResource('ambulanceTasks', {
      as,
      marker: B_ROLE_NAME,
      bRowId: () => bRows.ambulanceTasks!,
      create: () => ({
        callerName: `A${serial++}`,
        callerPhone: '13800138000',
        address: 'A',
        complaint: 'A',
      }),
    }),
    [`POST ${base}/:id/transition`]: {
      why: 'another company’s task cannot be moved',
      probe: async () => {
        const res = await ctx.injectAs(aEditor, {
          method: 'POST',
          url: `${base}/${bRows.ambulanceTasks}/transition`,
          payload: { action: 'cancel', reason: 'x' },
        });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain(B_ROLE_NAME);
      },
    },
    [`GET ${base}/:id/live`]: {
      why: 'another company’s task page is not found',
      probe: async () => {
        const res = await ctx.injectAs(aEditor, {
          method: 'GET',
          url: `${base}/${bRows.ambulanceTasks}/live`,
        });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain(B_ROLE_NAME);
      },
    },
  };
}
