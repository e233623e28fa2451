import {
  ambulanceTaskDescription,
  TASK_PRIORITY_LABELS,
  type TaskState,
} from '@console/contract/resources/descriptions/ambulance-tasks';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { StatusTag } from '@/engine/status-tag';
import { TASK_PRIORITY_COLOURS, TaskStateTag } from '../components/task-timeline';

/** Fields of the task form: the call, the pickup, the patient, the ambulance and the hospital. */
const FORM_FIELDS = [
  'priority',
  'callerName',
  'callerPhone',
  'address',
  'lat',
  'lng',
  'complaint',
  'patientName',
  'patientSex',
  'patientAge',
  'vehicleId',
  'hospitalId',
  'notes',
] as const;

const cellRender = {
  state: (value: unknown) => <TaskStateTag state={String(value)} />,
  priority: (value: unknown) => (
    <StatusTag
      field={{ optionLabels: TASK_PRIORITY_LABELS }}
      value={String(value)}
      colours={TASK_PRIORITY_COLOURS}
    />
  ),
};

/** Only tasks not under way may be deleted; closed and cancelled ones are kept as they are. */
const deletable = (row: Record<string, unknown>) =>
  ['created', 'closed', 'cancelled'].includes(row.state as TaskState);
const editable = (row: Record<string, unknown>) => !['closed', 'cancelled'].includes(row.state as TaskState);

/**
 * SPEC /ambulance/task/taskManage (ADR 0045): the emergency tasks, filtered by state, priority,
 * ambulance and call time, exported; a row opens the task's page (timeline, moves, live map).
 */
export default function TasksPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={ambulanceTaskDescription}
      title={t('ambulanceTasks.title')}
      formFields={FORM_FIELDS}
      createDefaults={{ priority: 'urgent' }}
      cellRender={cellRender}
      detailPath={(row) => `/ambulance/task/taskDetail?id=${row.id}`}
      deletable={deletable}
      editable={editable}
    />
  );
}
