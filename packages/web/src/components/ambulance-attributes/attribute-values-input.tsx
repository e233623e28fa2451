import type {
  AttributeDefinition,
  AttributeTarget,
} from '@console/contract/resources/descriptions/ambulance-fleet';
import { ambulanceAttributeDescription } from '@console/contract/resources/descriptions/ambulance-fleet';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchResourceList } from '@/engine/resource-api';
import { resourceKeys } from '@/engine/resource-keys';
import type { FormInput } from '@/engine/types';

type Values = Record<string, string | number>;

/** The company's attribute definitions of a target, in their order. */
export function useAttributeDefinitions(target: AttributeTarget) {
  const params = { page: 1, size: 100, target, sort: 'sort' };
  return useQuery({
    queryKey: [...resourceKeys.lists(ambulanceAttributeDescription.key), params],
    queryFn: ({ signal }) => fetchResourceList(ambulanceAttributeDescription.key, params, signal),
    select: (page) => page.list as unknown as AttributeDefinition[],
  });
}

/**
 * The values of the custom attributes of a hospital, a vehicle or a camera (ADR 0040), shared by
 * the fleet's forms and a terminal's ambulance attributes tab (ADR 0046): one input
 * per definition of the company (text, number or a choice of its options), required ones marked.
 * The server checks them again (`checkAttributes`).
 */
export function attributeValuesInput(target: AttributeTarget): FormInput {
  function AttributeValuesInput({
    id,
    value,
    onChange,
  }: {
    id: string;
    value?: unknown;
    onChange?: (value: unknown) => void;
  }) {
    const { t } = useTranslation();
    const definitions = useAttributeDefinitions(target);
    const values = (value && typeof value === 'object' ? value : {}) as Values;
    const set = (key: string, next: string | number | null | undefined) => {
      const copy = { ...values };
      if (next === null || next === undefined || next === '') delete copy[key];
      else copy[key] = next;
      onChange?.(copy);
    };
    if (definitions.isPending) return <Spin size="small" />;
    if (definitions.isError)
      return <Alert type="error" showIcon title={t('ambulanceFleet.attributesFailed')} />;
    if (definitions.data.length === 0)
      return (
        <Typography.Text id={id} type="secondary" style={{ fontSize: 12 }}>
          {t('ambulanceFleet.noAttributes')}
        </Typography.Text>
      );
    return (
      <div id={id}>
        {definitions.data.map((definition) => {
          const key = String(definition.id);
          const inputId = `${id}-${key}`;
          const current = values[key];
          return (
            <Form.Item
              key={key}
              label={definition.name}
              required={definition.required}
              htmlFor={inputId}
              style={{ marginBottom: 8 }}
            >
              {definition.type === 'number' ? (
                <InputNumber
                  id={inputId}
                  style={{ width: '100%' }}
                  value={
                    typeof current === 'number' ? current : current === undefined ? null : Number(current)
                  }
                  onChange={(next) => set(key, next)}
                />
              ) : definition.type === 'select' ? (
                <Select
                  id={inputId}
                  allowClear
                  value={current === undefined ? undefined : String(current)}
                  options={definition.options.map((option) => ({ value: option, label: option }))}
                  onChange={(next: string | undefined) => set(key, next)}
                />
              ) : (
                <Input
                  id={inputId}
                  maxLength={200}
                  value={current === undefined ? '' : String(current)}
                  onChange={(event) => set(key, event.target.value)}
                />
              )}
            </Form.Item>
          );
        })}
      </div>
    );
  }
  return AttributeValuesInput;
}
