// The logout confirmation (spec 2.4): 退出提示 / 确定要退出登录吗？ with cancel and confirm.
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { logoutDialogText } from '../deferred/text.ts';

interface Props {
  onCancel: () => void;
  onConfirm: () => void;
}

const t = logoutDialogText;

export default function LogoutDialog({ onCancel, onConfirm }: Props) {
  return <ConfirmDialog open title={t.title} body={t.body} cancelLabel={t.cancel} confirmLabel={t.confirm} onCancel={onCancel} onConfirm={onConfirm} />;
}
