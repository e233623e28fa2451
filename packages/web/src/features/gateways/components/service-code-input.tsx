import { ReloadOutlined } from '@ant-design/icons';
import type { GatewayCodeRule, ServiceCode } from '@console/contract/resources/gateways';
import { Button, Flex, Form, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormInput } from '@/engine/types';
import { useServiceCode } from '../api/get-service-code';

/**
 * The gateway form's service code (SPEC §5: refreshed before saving, §9: it changes every 30
 * minutes). Refresh asks the server for the code in force for the chosen code rule and shows
 * until when it holds; the form sends it with the save, and the server refuses a stale one.
 */
export const ServiceCodeInput: FormInput = ({ id, value, onChange, record }) => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const codeRule = Form.useWatch<GatewayCodeRule | undefined>('codeRule', form);
  const request = useServiceCode();
  const [validUntil, setValidUntil] = useState<string>();
  const current = value as ServiceCode | undefined;

  const refresh = () =>
    request.mutate(
      { ...(record ? { id: record.id } : {}), codeRule: codeRule ?? 'totp6' },
      {
        onSuccess: (answer) => {
          setValidUntil(answer.validUntil);
          onChange?.({ code: answer.code, ...(answer.token ? { token: answer.token } : {}) });
        },
      },
    );

  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text id={id} code strong style={{ fontSize: 18, minWidth: 120 }} aria-live="polite">
          {current?.code ?? t('gateways.codeNotFetched')}
        </Typography.Text>
        <Button icon={<ReloadOutlined />} onClick={refresh} loading={request.isPending}>
          {t('gateways.refreshCode')}
        </Button>
      </Flex>
      {validUntil ? (
        <Typography.Text type="secondary">
          {t('gateways.codeValidUntil', { time: dayjs(validUntil).format('HH:mm') })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
};
