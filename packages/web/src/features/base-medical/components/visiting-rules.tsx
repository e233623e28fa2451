import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { accessControllerSchema, type WardVisiting } from '@console/contract/resources/visits';
import { App, Button, Flex, Form, Input, InputNumber, Table, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/lib/form-rules';
import { useLang } from '@/engine/use-lang';
import { serverFieldErrors, withPart, type FieldErrors } from './visiting-editor';

interface PartProps {
  settings: WardVisiting;
  save: (next: WardVisiting) => Promise<WardVisiting>;
}

/** Saving one part: a success message, or the server's field errors kept for the inputs. */
function usePartSave(save: PartProps['save'], label: (path: string) => string) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const run = async (next: WardVisiting) => {
    setSaving(true);
    try {
      await save(next);
      setErrors({});
      void message.success(t('icuWards.saved'));
    } catch (error) {
      const fields = serverFieldErrors(error, label, lang);
      if (fields) setErrors(fields);
      void message.error(fields ? t('icuWards.hours.fixFirst') : (error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return { errors, setErrors, saving, run };
}

const errorProps = (error: ReactNode | undefined) =>
  error ? { validateStatus: 'error' as const, help: <span role="alert">{error}</span> } : {};

/** The visiting rules kept with the visiting hours (tab visitationRegime): cancellation cutoff, purge. */
export function VisitingRules({ settings, save }: PartProps) {
  const { t } = useTranslation();
  const label = (path: string) => t(`icuWards.rules.${path}`, { defaultValue: path });
  const [cancelCutoffHours, setCutoff] = useState<number | null>(settings.cancelCutoffHours);
  const [purgeDays, setPurge] = useState<number | null>(settings.purgeDays);
  const { errors, saving, run } = usePartSave(save, label);
  return (
    <Form layout="vertical" component="div" data-testid="visiting-rules">
      <Flex gap={16} wrap>
        <Form.Item
          label={label('cancelCutoffHours')}
          extra={t('icuWards.rules.cutoffHelp')}
          {...errorProps(errors.cancelCutoffHours)}
        >
          <InputNumber
            aria-label={label('cancelCutoffHours')}
            min={0}
            max={72}
            precision={0}
            value={cancelCutoffHours}
            onChange={setCutoff}
          />
        </Form.Item>
        <Form.Item
          label={label('purgeDays')}
          extra={t('icuWards.rules.purgeHelp')}
          {...errorProps(errors.purgeDays)}
        >
          <InputNumber
            aria-label={label('purgeDays')}
            min={1}
            max={3650}
            precision={0}
            value={purgeDays}
            onChange={setPurge}
          />
        </Form.Item>
      </Flex>
      <Button
        type="primary"
        loading={saving}
        onClick={() =>
          void run(
            withPart(settings, {
              cancelCutoffHours: cancelCutoffHours ?? Number.NaN,
              purgeDays: purgeDays ?? Number.NaN,
            }),
          )
        }
      >
        {t('icuWards.save')}
      </Button>
    </Form>
  );
}

type Controller = WardVisiting['accessControllers'][number];
type ControllerField = keyof Controller;
const CONTROLLER_FIELDS: ControllerField[] = ['name', 'ip', 'port', 'fence'];

/** The ward's door access controllers (tab accessControl): name, IPv4 address, port, fence. */
export function AccessControllers({ settings, save }: PartProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const label = (path: string) =>
    t(`icuWards.access.${path.split('.').at(-1) ?? path}`, { defaultValue: path });
  const [rows, setRows] = useState<Controller[]>(settings.accessControllers);
  const { errors, setErrors, saving, run } = usePartSave(save, label);
  // Each row against the contract before it is sent; the server's answer fills the same places.
  const issues = useMemo(() => {
    const found: Record<string, string> = {};
    rows.forEach((row, i) => {
      const result = accessControllerSchema.safeParse(row);
      if (!result.success)
        for (const issue of result.error.issues) {
          const path = `accessControllers.${i}.${String(issue.path[0])}`;
          found[path] ??= fieldMessage(label(path), issue.message, lang);
        }
    });
    return found;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- label follows the language
  }, [rows, lang]);
  const [touched, setTouched] = useState(false);
  const errorAt = (path: string) => (touched ? issues[path] : undefined) ?? errors[path];
  const change = (index: number, patch: Partial<Controller>) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setErrors({});
  };
  const input = (index: number, field: ControllerField, row: Controller) => {
    const aria = `${t('icuWards.access.row', { n: index + 1 })} ${label(field)}`;
    const control =
      field === 'port' ? (
        <InputNumber
          aria-label={aria}
          min={1}
          max={65535}
          precision={0}
          value={row.port}
          onChange={(value) => change(index, { port: value ?? Number.NaN })}
        />
      ) : (
        <Input
          aria-label={aria}
          value={row[field] ?? ''}
          onChange={(e) =>
            change(index, {
              [field]: field === 'fence' && e.target.value === '' ? undefined : e.target.value,
            })
          }
        />
      );
    return (
      <Form.Item style={{ marginBottom: 0 }} {...errorProps(errorAt(`accessControllers.${index}.${field}`))}>
        {control}
      </Form.Item>
    );
  };
  return (
    <Form component="div" data-testid="access-controllers">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('icuWards.access.help')}</Typography.Text>
        <Table<Controller & { index: number }>
          size="small"
          pagination={false}
          rowKey="index"
          scroll={{ x: 640 }}
          locale={{ emptyText: t('icuWards.access.empty') }}
          dataSource={rows.map((row, index) => ({ ...row, index }))}
          columns={[
            ...CONTROLLER_FIELDS.map((field) => ({
              key: field,
              title: label(field),
              render: (_: unknown, row: Controller & { index: number }) => input(row.index, field, row),
            })),
            {
              key: 'remove',
              width: 60,
              render: (_: unknown, row: Controller & { index: number }) => (
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('icuWards.access.remove', { n: row.index + 1 })}
                  onClick={() => setRows((current) => current.filter((_, i) => i !== row.index))}
                />
              ),
            },
          ]}
        />
        <Flex gap={8}>
          <Button
            icon={<PlusOutlined />}
            onClick={() => setRows((current) => [...current, { name: '', ip: '', port: 80 }])}
          >
            {t('icuWards.access.add')}
          </Button>
          <Button
            type="primary"
            loading={saving}
            onClick={() => {
              setTouched(true);
              if (Object.keys(issues).length === 0) void run(withPart(settings, { accessControllers: rows }));
            }}
          >
            {t('icuWards.save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
