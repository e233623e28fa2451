import { REJECT_REASON_MAX } from '@console/contract/resources/descriptions/members';
import type { Approval } from '@console/contract/resources/members';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface RejectDialogProps {
  request: Approval | undefined;
  saving: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** Rejecting a request needs a reason: the applicant is told why. */
export function RejectDialog({ request, saving, onCancel, onReject }: RejectDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={Boolean(request)}
      title={t('members.approval.rejectTitle', { name: request?.realName ?? '' })}
      okText={t('members.approval.reject')}
      okButtonProps={{ danger: true, loading: saving }}
      cancelText={t('engine.cancel')}
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() =>
        form.validateFields().then(
          (values) => onReject(values.reason.trim()),
          // The form shows what is missing under the field.
          () => undefined,
        )
      }
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('members.approval.reason')}
          rules={[
            { required: true, whitespace: true, message: t('members.approval.reasonRequired') },
            {
              max: REJECT_REASON_MAX,
              message: t('members.approval.reasonTooLong', { max: REJECT_REASON_MAX }),
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REJECT_REASON_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
