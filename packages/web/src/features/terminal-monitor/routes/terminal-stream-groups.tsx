import { terminalStreamGroupDescription } from '@console/contract/resources/descriptions/terminal-streams';
import { App, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '@/engine/resource-list';
import { routePath } from '@/engine/route-paths';
import type { ResourceRow, RowAction } from '@/engine/types';
import { useResourceAccess } from '@/engine/use-resource-access';
import { useUpdateResource } from '@/engine/use-resource-mutations';
import { StreamMembers } from '../components/stream-members';

const FORM_FIELDS = ['name', 'sort', 'description'];
const membersOf = (row: ResourceRow) =>
  Array.isArray(row.videoSourceIds) ? (row.videoSourceIds as number[]) : [];

/**
 * /terminalMonitor/terminalStreamGroup: named groups of the company's streams. Name, order and
 * description are the engine's form; the streams are chosen and ordered in their own dialog.
 */
export default function TerminalStreamGroupsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useResourceAccess(terminalStreamGroupDescription);
  const [editing, setEditing] = useState<ResourceRow | null>(null);

  const rowActions = useMemo<RowAction[]>(
    () => [
      {
        key: 'streams',
        label: t('terminalStreams.chooseStreams'),
        visible: () => access.update,
        run: setEditing,
      },
      {
        key: 'wall',
        label: t('terminalStreams.openWall'),
        run: (row) =>
          navigate(`${routePath('terminalStream') ?? '/terminalMonitor/terminalStream'}?group=${row.id}`),
      },
    ],
    [t, navigate, access.update],
  );

  return (
    <>
      <ResourceList
        definition={terminalStreamGroupDescription}
        title={t('terminalStreams.groupsTitle')}
        formFields={FORM_FIELDS}
        formContainer="modal"
        rowActions={rowActions}
        cellRender={{
          videoSourceIds: (_value, row) => t('terminalStreams.streamCount', { count: membersOf(row).length }),
        }}
        deleteContent={(row) =>
          membersOf(row).length > 0
            ? t('terminalStreams.deleteGroup', { count: membersOf(row).length })
            : undefined
        }
      />
      {editing && <MembersDialog row={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function MembersDialog({ row, onClose }: { row: ResourceRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateResource(terminalStreamGroupDescription);
  const [members, setMembers] = useState<number[]>(() => membersOf(row));

  const save = () =>
    update.mutate(
      { id: row.id, values: { videoSourceIds: members } },
      {
        onSuccess: () => {
          void message.success(t('engine.saved'));
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={t('terminalStreams.streamsOf', { name: String(row.name) })}
      okText={t('engine.save')}
      cancelText={t('engine.cancel')}
      onOk={save}
      onCancel={onClose}
      confirmLoading={update.isPending}
      width={720}
      destroyOnHidden
    >
      <StreamMembers value={members} onChange={setMembers} />
    </Modal>
  );
}
