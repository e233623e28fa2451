import {
  ArrowLeftOutlined,
  DeleteOutlined,
  LeftOutlined,
  PlusOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { VIDEO_SPLITS } from '@console/contract/constants';
import {
  videoCellIssue,
  videoGroupDefinition,
  type CellSource,
  type VideoCell,
} from '@console/contract/resources/video-groups';
import { translate } from '@/lib/messages';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Grid,
  Input,
  Radio,
  Row,
  Segmented,
  Skeleton,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { optionLabel } from '@/engine/fields';
import { ReferenceName } from '@/engine/reference-name';
import { ReferenceSelect } from '@/engine/reference-select';
import { useLang } from '@/engine/use-lang';
import { RowLoadError } from '@/engine/row-load-error';
import { useResource } from '@/engine/use-resource';
import { useResourceAccess } from '@/engine/use-resource-access';
import { useCreateResource, useUpdateResource } from '@/engine/use-resource-mutations';
import type { ResourceRow } from '@/engine/types';
import { applyServerFieldErrors, schemaRule } from '@/lib/form-rules';
import { addCell, moveCell, splitColumns } from '../cells';

const LIST = '/device/videoGroupManage';
const RESOURCE_OF: Record<CellSource, string> = { camera: 'networkCameras', terminal: 'deviceAccounts' };

interface Values {
  name?: string;
  split?: number;
  description?: string;
}

/**
 * SPEC /device/videoGroupManage/addAGrouping/{group_id} (`new` to add): a wall's name and split,
 * and the cameras and terminals of its cells, picked and put in order.
 */
export default function VideoGroupEditorPage() {
  const navigate = useNavigate();
  const { group_id: groupId } = useParams();
  const isNew = groupId === 'new';
  const query = useResource(videoGroupDefinition, isNew ? undefined : groupId);
  const row = query.data;

  if (isNew) return <VideoGroupForm key="new" row={undefined} />;
  if (query.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (query.isError || !row)
    return (
      <RowLoadError
        definition={videoGroupDefinition}
        error={query.error}
        onBack={() => navigate(LIST)}
        onRetry={() => void query.refetch()}
      />
    );
  return <VideoGroupForm key={row.id} row={row} />;
}

/** The editor of one wall (`row`) or of a new one. */
function VideoGroupForm({ row }: { row: ResourceRow | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const isNew = !row;
  const access = useResourceAccess(videoGroupDefinition);
  const create = useCreateResource(videoGroupDefinition);
  const update = useUpdateResource(videoGroupDefinition);
  const [form] = Form.useForm<Values>();
  const split =
    (Form.useWatch('split', form) as number | undefined) ?? (row?.split as number | undefined) ?? 4;
  const [cells, setCells] = useState<VideoCell[]>(() => (row?.cells as VideoCell[] | null) ?? []);
  const [source, setSource] = useState<CellSource>('camera');
  const [picked, setPicked] = useState<number | undefined>();
  const schema = isNew ? videoGroupDefinition.schemas.create : videoGroupDefinition.schemas.update;
  const initialValues: Values = row
    ? {
        name: row.name as string,
        split: row.split as number,
        ...(typeof row.description === 'string' ? { description: row.description } : {}),
      }
    : { split: 4 };

  const labels = useMemo(
    () => ({
      name: videoGroupDefinition.fields.name.label[lang],
      split: videoGroupDefinition.fields.split.label[lang],
      description: videoGroupDefinition.fields.description.label[lang],
    }),
    [lang],
  );
  const issue = videoCellIssue({ split, cells });
  const full = cells.length >= split;
  const canSave = isNew ? access.create : access.update;
  const pending = create.isPending || update.isPending;

  const add = () => {
    if (picked === undefined) return;
    setCells((current) => addCell(current, { source, id: picked }, split));
    setPicked(undefined);
  };

  const save = (values: Values) => {
    if (issue) return;
    const payload = { ...values, description: values.description ?? (isNew ? undefined : ''), cells };
    const onError = (error: unknown) => applyServerFieldErrors(form, error, labels, lang);
    if (isNew) {
      create.mutate(Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined)), {
        onSuccess: (created) => {
          void message.success(t('engine.created'));
          navigate(`/device/videoGroupManage/addAGrouping/${created.id}`, { replace: true });
        },
        onError,
      });
    } else if (row) {
      update.mutate(
        { id: row.id, values: payload },
        { onSuccess: () => void message.success(t('engine.saved')), onError },
      );
    }
  };

  // a phone lists the cells one under the other
  const columns = screens.sm ? splitColumns(split) : 1;
  const slots = Array.from({ length: split }, (_, index) => cells[index]);

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {isNew
            ? t('engine.createTitle', { title: videoGroupDefinition.title[lang] })
            : t('engine.editTitle', {
                title: videoGroupDefinition.title[lang],
                name: String(row?.name ?? ''),
              })}
        </Typography.Title>
      }
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST)}>
          {t('engine.back')}
        </Button>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={save}
        disabled={pending || !canSave}
        scrollToFirstError
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              label={labels.name}
              required
              rules={[schemaRule(schema, 'name', labels.name, lang, form)]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="split"
              label={labels.split}
              rules={[schemaRule(schema, 'split', labels.split, lang, form)]}
            >
              <Radio.Group
                optionType="button"
                options={VIDEO_SPLITS.map((value) => ({
                  value,
                  label: optionLabel(videoGroupDefinition.fields.split, value, lang),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="description"
              label={labels.description}
              rules={[schemaRule(schema, 'description', labels.description, lang, form)]}
            >
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
            </Form.Item>
          </Col>
        </Row>

        <Typography.Title level={3} style={{ fontSize: 15 }}>
          {t('deviceCatalogue.videoGroups.sources', { count: cells.length, split })}
        </Typography.Title>
        <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
          <Segmented<CellSource>
            value={source}
            onChange={(next) => {
              setSource(next);
              setPicked(undefined);
            }}
            options={[
              { value: 'camera', label: t('deviceCatalogue.videoGroups.camera') },
              { value: 'terminal', label: t('deviceCatalogue.videoGroups.terminal') },
            ]}
          />
          <ReferenceSelect
            key={source}
            resourceKey={RESOURCE_OF[source]}
            value={picked}
            onChange={setPicked}
            aria-label={t('deviceCatalogue.videoGroups.pick')}
            placeholder={t('deviceCatalogue.videoGroups.pick')}
            style={{ minWidth: 220, flex: '1 1 220px', maxWidth: 360 }}
            disabled={full || pending || !canSave}
          />
          <Button icon={<PlusOutlined />} onClick={add} disabled={picked === undefined || full || !canSave}>
            {t('deviceCatalogue.videoGroups.add')}
          </Button>
          {cells.length === 0 ? (
            <Typography.Text type="secondary">{t('deviceCatalogue.videoGroups.noSources')}</Typography.Text>
          ) : null}
          {full ? (
            <Typography.Text type="secondary">{t('deviceCatalogue.videoGroups.full')}</Typography.Text>
          ) : null}
        </Flex>
        {issue ? <Alert type="error" showIcon style={{ marginBottom: 12 }} title={translate(issue)} /> : null}

        <div
          role="list"
          aria-label={t('deviceCatalogue.videoGroups.wall')}
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gap: 8,
            marginBottom: 16,
          }}
        >
          {slots.map((cell, index) => (
            <div
              key={cell ? `${cell.source}:${cell.id}` : `empty-${index}`}
              role="listitem"
              style={{
                minHeight: 96,
                padding: 8,
                borderRadius: token.borderRadius,
                border: `1px ${cell ? 'solid' : 'dashed'} ${token.colorBorder}`,
                background: cell ? token.colorFillQuaternary : undefined,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'space-between',
                gap: 4,
              }}
            >
              <Flex gap={4} align="center" wrap>
                <Typography.Text type="secondary">{index + 1}</Typography.Text>
                {cell ? (
                  <>
                    <Tag color={cell.source === 'camera' ? 'blue' : 'green'}>
                      {t(`deviceCatalogue.videoGroups.${cell.source}`)}
                    </Tag>
                    <Typography.Text strong ellipsis style={{ maxWidth: '100%' }}>
                      <ReferenceName resourceKey={RESOURCE_OF[cell.source]} id={cell.id} />
                    </Typography.Text>
                  </>
                ) : (
                  <Typography.Text type="secondary">
                    {t('deviceCatalogue.videoGroups.emptyCell')}
                  </Typography.Text>
                )}
              </Flex>
              {cell && canSave ? (
                <Flex gap={4} justify="flex-end">
                  <Tooltip title={t('deviceCatalogue.videoGroups.earlier')}>
                    <Button
                      size="small"
                      icon={<LeftOutlined />}
                      aria-label={`${t('deviceCatalogue.videoGroups.earlier')} ${index + 1}`}
                      disabled={index === 0}
                      onClick={() => setCells((current) => moveCell(current, index, -1))}
                    />
                  </Tooltip>
                  <Tooltip title={t('deviceCatalogue.videoGroups.later')}>
                    <Button
                      size="small"
                      icon={<RightOutlined />}
                      aria-label={`${t('deviceCatalogue.videoGroups.later')} ${index + 1}`}
                      disabled={index === cells.length - 1}
                      onClick={() => setCells((current) => moveCell(current, index, 1))}
                    />
                  </Tooltip>
                  <Tooltip title={t('deviceCatalogue.videoGroups.remove')}>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('deviceCatalogue.videoGroups.remove')} ${index + 1}`}
                      onClick={() => setCells((current) => current.filter((_, i) => i !== index))}
                    />
                  </Tooltip>
                </Flex>
              ) : null}
            </div>
          ))}
        </div>

        <Flex justify="flex-end" gap={8}>
          <Button onClick={() => navigate(LIST)}>{t('engine.cancel')}</Button>
          {canSave ? (
            <Button type="primary" htmlType="submit" loading={pending} disabled={Boolean(issue)}>
              {t('engine.save')}
            </Button>
          ) : null}
        </Flex>
      </Form>
    </Card>
  );
}
