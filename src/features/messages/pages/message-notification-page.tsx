// 消息通知: not built yet, the under-construction page in the real layout.
import { UnderConstruction } from '../../../ui/under-construction.tsx';
import { messagesText } from '../text.ts';

export default function MessageNotificationPage() {
  return <UnderConstruction title={messagesText.pages.messageNotification} />;
}
