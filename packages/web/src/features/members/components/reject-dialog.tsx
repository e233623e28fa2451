import { REJECT_REASON_MAX } from '@console/contract/resources/descriptions/members';
import type { Approval } from '@console/contract/resources/members';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/reason-dialog';

interface RejectDialogProps {
  request: Approval | undefined;
  saving: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** Rejecting a request needs a reason: the applicant is told why. */
export function RejectDialog({ request, saving, onCancel, onReject }: RejectDialogProps) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      open={Boolean(request)}
      title={t('members.approval.rejectTitle', { name: request?.realName ?? '' })}
      label={t('members.approval.reason')}
      okText={t('members.approval.reject')}
      requiredMessage={t('members.approval.reasonRequired')}
      max={REJECT_REASON_MAX}
      saving={saving}
      onCancel={onCancel}
      onSubmit={onReject}
    />
  );
}
