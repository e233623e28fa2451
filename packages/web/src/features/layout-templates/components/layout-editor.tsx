import { AppstoreAddOutlined, DeleteOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import {
  checkLayoutTemplate,
  issuesByArea,
  type LayoutArea,
  type LayoutIssue,
} from '@console/contract/layout/geometry';
import {
  LAYOUT_PRESETS,
  MAX_ONE_PLUS_N,
  presetAreas,
  type LayoutPreset,
} from '@console/contract/layout/presets';
import { layoutTemplateDescription } from '@console/contract/resources/descriptions/layout-templates';
import { translate } from '@/lib/messages';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/lib/form-rules';
import { isApiError } from '@/lib/api-client';
import { LazyImageInput } from '@/engine/lazy-inputs';
import type { ResourceRow } from '@/engine/types';
import { useCreateResource, useUpdateResource } from '@/engine/use-resource-mutations';
import { useLang } from '@/engine/use-lang';
import { newArea, setMain } from '../utils/editing';
import { LayoutCanvas } from './layout-canvas';

const definition = layoutTemplateDescription;
const BOX_FIELDS = ['x', 'y', 'width', 'height'] as const;

export interface LayoutEditorProps {
  /** The template being edited; absent: a new one. */
  initial?: ResourceRow | undefined;
  onSaved: (row: ResourceRow) => void;
  onCancel: () => void;
}

interface ShownIssue {
  key: string;
  text: string;
}

/**
 * The layout template editor (add and edit): name, background, and the areas on a scaled
 * 1920×1080 canvas, checked live with the contract's one geometry check; save is refused while
 * it finds problems, and the server's answer is shown when it refuses.
 */
export function LayoutEditor({ initial, onSaved, onCancel }: LayoutEditorProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { modal, message } = App.useApp();
  const editing = Boolean(initial);
  const create = useCreateResource(definition);
  const update = useUpdateResource(definition);
  const saving = create.isPending || update.isPending;

  const [name, setName] = useState<string>(typeof initial?.name === 'string' ? initial.name : '');
  const [background, setBackground] = useState<string | undefined>(
    typeof initial?.background === 'string' ? initial.background : undefined,
  );
  const [areas, setAreas] = useState<LayoutArea[]>(
    Array.isArray(initial?.areas) ? (initial.areas as LayoutArea[]) : [],
  );
  const [selected, setSelected] = useState<number | null>(null);
  const [preset, setPreset] = useState<LayoutPreset>('quad');
  const [presetN, setPresetN] = useState(3);
  const [nameTouched, setNameTouched] = useState(editing);
  const [attempted, setAttempted] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});

  const issues = useMemo(() => checkLayoutTemplate({ name, areas }), [name, areas]);
  const areaIssues = useMemo(() => issuesByArea(issues), [issues]);
  const areaName = (i: number) => t('layouts.editor.areaName', { n: i + 1 });

  const problems = useMemo(() => {
    const byArea = new Map<number, string[]>();
    for (const [index, keys] of areaIssues)
      byArea.set(
        index,
        keys.map((key) => translate(key)),
      );
    for (const [field, key] of Object.entries(serverFields)) {
      const match = /^areas\.(\d+)/.exec(field);
      if (!match) continue;
      const index = Number(match[1]);
      byArea.set(index, [...(byArea.get(index) ?? []), translate(key)]);
    }
    return byArea;
  }, [areaIssues, serverFields]);

  const colon = lang === 'en' ? ': ' : '：';
  const describe = (issue: LayoutIssue & { field: string }): string => {
    if (issue.field === 'name') return fieldMessage(t('layouts.editor.name'), issue.key, lang);
    const text = translate(issue.key);
    if (issue.areas.length === 0) return text;
    return `${issue.areas.map(areaName).join(lang === 'en' ? ', ' : '、')}${colon}${text}`;
  };
  const shown: ShownIssue[] = [
    ...issues
      .filter((issue) => issue.field !== 'name' || nameTouched || attempted)
      // an empty new template says so on the canvas until the user tries to save
      .filter(
        (issue) => issue.key !== 'validation.layoutAreaRequired' || areas.length > 0 || attempted || editing,
      )
      .map((issue, i) => ({ key: `c${i}`, text: describe(issue) })),
    ...Object.entries(serverFields).map(([field, key]) => {
      const match = /^areas\.(\d+)/.exec(field);
      const where = match
        ? areaName(Number(match[1]))
        : field === 'background'
          ? t('layouts.editor.background')
          : '';
      return {
        key: `s${field}`,
        text: `${t('layouts.editor.server')}${colon}${where ? `${where}${colon}` : ''}${translate(key)}`,
      };
    }),
  ];
  const nameIssue = issues.find((issue) => issue.field === 'name');

  const change = (next: LayoutArea[]) => {
    setAreas(next);
    setServerFields({});
  };
  const changeArea = (index: number, area: LayoutArea) =>
    change(areas.map((a, i) => (i === index ? area : a)));
  const addArea = () => {
    change([...areas, newArea(areas)]);
    setSelected(areas.length);
  };
  const removeArea = (index: number) => {
    change(areas.filter((_, i) => i !== index));
    setSelected(null);
  };
  const applyPreset = () => {
    const apply = () => {
      change(presetAreas(preset, presetN));
      setSelected(null);
    };
    if (areas.length === 0) return apply();
    modal.confirm({
      title: t('layouts.editor.replaceTitle'),
      content: t('layouts.editor.replaceContent', { count: areas.length }),
      okText: t('layouts.editor.replace'),
      cancelText: t('layouts.editor.cancel'),
      mask: { closable: false },
      onOk: apply,
    });
  };

  const save = () => {
    setAttempted(true);
    setNameTouched(true);
    if (issues.length > 0) {
      void message.error(t('layouts.editor.fixFirst', { count: issues.length }));
      return;
    }
    const values: Record<string, unknown> = {
      name: name.trim(),
      areas,
      ...(background ? { background } : editing ? { background: null } : {}),
    };
    const onError = (error: unknown) => {
      // the client has shown the server's message; its field problems go on the canvas and list
      if (isApiError(error) && error.fields) setServerFields(error.fields);
    };
    const onSuccess = (row: ResourceRow) => {
      void message.success(t('layouts.editor.saved'));
      onSaved(row);
    };
    if (initial) update.mutate({ id: initial.id, values }, { onSuccess, onError });
    else create.mutate(values, { onSuccess, onError });
  };

  const current = selected !== null ? areas[selected] : undefined;
  const presetOptions = LAYOUT_PRESETS.map((key) => ({ value: key, label: t(`layouts.presets.${key}`) }));

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {editing
              ? t('layouts.editor.editTitle', { name: String(initial?.name ?? '') })
              : t('layouts.editor.newTitle')}
          </Typography.Title>
        }
        extra={
          <Space wrap>
            <Button onClick={onCancel}>{t('layouts.editor.cancel')}</Button>
            <Button type="primary" onClick={save} loading={saving}>
              {t('layouts.editor.save')}
            </Button>
          </Space>
        }
        styles={{ header: { flexWrap: 'wrap', gap: 8 } }}
      >
        <Form layout="vertical" component="div">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('layouts.editor.name')}
                htmlFor="layout-name"
                required
                validateStatus={nameIssue && (nameTouched || attempted) ? 'error' : undefined}
                help={nameIssue && (nameTouched || attempted) ? describe(nameIssue) : undefined}
              >
                <Input
                  id="layout-name"
                  value={name}
                  maxLength={64}
                  onChange={(event) => setName(event.target.value)}
                  onBlur={() => setNameTouched(true)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('layouts.editor.background')}
                htmlFor="layout-background"
                validateStatus={serverFields.background ? 'error' : undefined}
                help={serverFields.background ? translate(serverFields.background) : undefined}
              >
                <LazyImageInput
                  id="layout-background"
                  value={background}
                  onChange={(next) => {
                    setBackground(next);
                    setServerFields({});
                  }}
                  rule={definition.fields.background.upload}
                  // stored with the template's company (a platform administrator may edit any company's)
                  customerId={initial?.customerId ?? undefined}
                />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card size="small">
            <Flex vertical gap={12}>
              <Flex gap={8} wrap align="center">
                <Button icon={<PlusOutlined />} onClick={addArea}>
                  {t('layouts.editor.addArea')}
                </Button>
                <Space.Compact>
                  <Select
                    aria-label={t('layouts.editor.preset')}
                    value={preset}
                    options={presetOptions}
                    onChange={setPreset}
                    style={{ minWidth: 150 }}
                    popupMatchSelectWidth={false}
                  />
                  {preset === 'onePlusN' ? (
                    <InputNumber
                      aria-label={t('layouts.editor.presetN')}
                      min={1}
                      max={MAX_ONE_PLUS_N}
                      precision={0}
                      value={presetN}
                      onChange={(n) => setPresetN(n ?? 3)}
                      style={{ width: 64 }}
                    />
                  ) : null}
                  <Button icon={<AppstoreAddOutlined />} onClick={applyPreset}>
                    {t('layouts.editor.applyPreset')}
                  </Button>
                </Space.Compact>
              </Flex>
              <LayoutCanvas
                areas={areas}
                selected={selected}
                onSelect={setSelected}
                onChange={changeArea}
                onDelete={removeArea}
                background={background}
                problems={problems}
              />
              {areas.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layouts.editor.noAreas')} />
              ) : (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('layouts.editor.keyboardHelp')}
                </Typography.Text>
              )}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            {shown.length > 0 ? (
              <Alert
                type="error"
                showIcon
                role="alert"
                title={t('layouts.editor.problems', { count: shown.length })}
                description={
                  <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="layout-problems">
                    {shown.map((issue) => (
                      <li key={issue.key}>{issue.text}</li>
                    ))}
                  </ul>
                }
              />
            ) : areas.length > 0 ? (
              <Alert type="success" showIcon title={t('layouts.editor.valid')} />
            ) : null}
            <Card size="small" title={current ? areaName(selected!) : t('layouts.editor.selectedNone')}>
              {current && selected !== null ? (
                <Flex vertical gap={12}>
                  <Row gutter={[8, 8]}>
                    {BOX_FIELDS.map((field) => (
                      <Col span={12} key={field}>
                        <label htmlFor={`area-${field}`} style={{ display: 'block', fontSize: 12 }}>
                          {t(`layouts.editor.${field}`)}
                        </label>
                        <InputNumber
                          id={`area-${field}`}
                          value={current[field]}
                          precision={0}
                          style={{ width: '100%' }}
                          onChange={(value) => {
                            if (typeof value === 'number')
                              changeArea(selected, { ...current, [field]: value });
                          }}
                        />
                      </Col>
                    ))}
                  </Row>
                  <Flex gap={8} align="center" wrap justify="space-between">
                    <Space>
                      <Switch
                        id="area-main"
                        checked={current.main}
                        onChange={(checked) =>
                          change(
                            checked
                              ? setMain(areas, selected)
                              : areas.map((a, i) => (i === selected ? { ...a, main: false } : a)),
                          )
                        }
                      />
                      <label htmlFor="area-main">
                        <StarOutlined aria-hidden /> {t('layouts.editor.mainArea')}
                      </label>
                    </Space>
                    <Button danger icon={<DeleteOutlined />} onClick={() => removeArea(selected)}>
                      {t('layouts.editor.deleteArea')}
                    </Button>
                  </Flex>
                </Flex>
              ) : (
                <Typography.Text type="secondary">{t('layouts.editor.selectHelp')}</Typography.Text>
              )}
            </Card>
            {areas.length > 0 ? (
              <Card size="small" title={t('layouts.editor.areas', { count: areas.length })}>
                <Flex
                  vertical
                  gap={4}
                  role="list"
                  aria-label={t('layouts.editor.areas', { count: areas.length })}
                >
                  {areas.map((area, i) => (
                    <div role="listitem" key={i}>
                      <Button
                        block
                        type={selected === i ? 'primary' : 'text'}
                        danger={problems.has(i)}
                        aria-pressed={selected === i}
                        onClick={() => setSelected(i)}
                        style={{
                          justifyContent: 'flex-start',
                          height: 'auto',
                          whiteSpace: 'normal',
                          textAlign: 'start',
                        }}
                      >
                        {areaName(i)}
                        {area.main ? ` · ${t('layouts.editor.main')}` : ''} ·{' '}
                        {t('layouts.editor.areaBox', {
                          x: area.x,
                          y: area.y,
                          width: area.width,
                          height: area.height,
                        })}
                      </Button>
                    </div>
                  ))}
                </Flex>
              </Card>
            ) : null}
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
