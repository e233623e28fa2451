import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A settings section: a card whose title is the page's level-2 heading. */
export function SettingsCard({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
