import type { SetupKey } from '@console/contract/resources/gateways';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The key a gateway computes its service codes from, and the otpauth URI TOTP tools read. */
export function SetupKeyView({ secret, uri }: SetupKey) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph>{t('gateways.setupKeyHelp')}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text code copyable>
          {secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" copyable={{ text: uri }} ellipsis={{ rows: 2 }}>
        {uri}
      </Typography.Paragraph>
    </>
  );
}
