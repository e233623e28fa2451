import { UPLOAD_RULES } from '@console/contract/uploads';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageInput } from '@/engine/image-input';
import { useSetAvatar } from '../api/set-avatar';

/** SPEC /profile/index: the user's own avatar, a PNG of at most 2 MB, saved as soon as it is uploaded. */
export function AvatarUpload({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSetAvatar();
  return (
    <ImageInput
      id="profile-avatar"
      value={value ?? null}
      rule={UPLOAD_RULES.avatar}
      disabled={save.isPending}
      onChange={(url) =>
        save.mutate(
          { avatarUrl: url ?? null },
          { onSuccess: () => void message.success(t(url ? 'profile.avatarSaved' : 'profile.avatarRemoved')) },
        )
      }
    />
  );
}
