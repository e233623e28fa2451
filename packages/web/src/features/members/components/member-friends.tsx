import { DeleteOutlined } from '@ant-design/icons';
import type { Friend } from '@console/contract/resources/members';
import { App, Button, Empty, Flex, Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from '@/components/secondary-text';
import { Link } from 'react-router-dom';
import { TimestampValue } from '@/engine/field-value';
import { useDeleteFriend } from '../api/delete-friend';
import { useFriends } from '../api/list-friends';

/** SPEC memberFriend tab: a member's contacts; deleting one ends calls between the two. */
export default function MemberFriends({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [keyword, setKeyword] = useState('');
  const friends = useFriends({ memberId, page, size, ...(keyword ? { keyword } : {}) });
  const remove = useDeleteFriend();

  const confirmDelete = (friend: Friend) =>
    modal.confirm({
      title: t('members.friends.deleteTitle', { name: friend.realName ?? friend.account }),
      content: t('members.friends.deleteWarning'),
      okText: t('engine.delete'),
      okType: 'danger',
      cancelText: t('engine.cancel'),
      mask: { closable: false },
      onOk: () =>
        remove
          .mutateAsync({ memberId, friendId: friend.id })
          .then(() => void message.success(t('members.friends.deleted'))),
    });

  const columns: ColumnsType<Friend> = [
    {
      key: 'realName',
      title: t('members.fields.realName'),
      render: (_, friend) => (
        <Link to={`/device/memberManage/memberDatail/${friend.id}`}>{friend.realName ?? friend.account}</Link>
      ),
    },
    { key: 'account', dataIndex: 'account', title: t('members.fields.account') },
    { key: 'phone', dataIndex: 'phone', title: t('members.fields.phone'), responsive: ['md'] },
    {
      key: 'status',
      title: t('members.fields.status'),
      render: (_, friend) =>
        friend.status === 1 ? (
          <Tag color="success">{t('members.enabled')}</Tag>
        ) : (
          <Tag>{t('members.disabled')}</Tag>
        ),
    },
    {
      key: 'since',
      title: t('members.friends.since'),
      responsive: ['sm'],
      render: (_, friend) => <TimestampValue value={friend.since} />,
    },
    {
      key: 'actions',
      title: t('engine.actions'),
      render: (_, friend) => (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() => confirmDelete(friend)}
          aria-label={`${t('engine.delete')} ${friend.realName ?? friend.account}`}
        >
          {t('engine.delete')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap justify="space-between" align="center">
        <SecondaryText>{t('members.friends.hint')}</SecondaryText>
        <Input.Search
          allowClear
          style={{ maxWidth: 260 }}
          placeholder={t('members.friends.search')}
          aria-label={t('members.friends.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
      </Flex>
      <Table<Friend>
        rowKey="id"
        columns={columns}
        dataSource={friends.data?.list ?? []}
        loading={friends.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('members.friends.empty')} /> }}
        pagination={{
          current: page,
          pageSize: size,
          total: friends.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (count) => t('engine.total', { count }),
          onChange: (next, nextSize) => {
            setPage(nextSize !== size ? 1 : next);
            setSize(nextSize);
          },
        }}
      />
    </Flex>
  );
}
