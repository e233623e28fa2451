/** Query keys of the central station (STYLE: one place, never inline in components). */
export const stationKeys = {
  all: ['centralStation'] as const,
  ward: (wardId: number) => ['centralStation', 'ward', wardId] as const,
  openAlarms: (wardId: number) => ['centralStation', 'alarms', wardId] as const,
  trend: (bedId: number, patientId: number | null) => ['centralStation', 'trend', bedId, patientId] as const,
  presence: ['centralStation', 'presence'] as const,
};
