import { Button } from '../../../components/Button';
import { CheckIcon } from '../../../components/icons';
import { ko } from '../../../text/ko';
import { useMarkRead, useUnreadCount } from '../api';

/** 모두 읽음: marks every notification read; off while none is unread. */
export function MarkAllReadButton() {
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  return (
    <Button
      variant="ghost"
      size="small"
      onClick={() => markRead.mutate({ all: true })}
      disabled={unread === 0 || markRead.isPending}
    >
      <CheckIcon size={16} />
      {ko.notifications.markAllRead}
    </Button>
  );
}
