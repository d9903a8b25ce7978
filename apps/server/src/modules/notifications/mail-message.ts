import {
  EMAIL_SECTION_ID,
  NOTIFICATION_KIND_LABELS,
  PRODUCT_NAME,
  type NotificationKind,
} from '@moa/contract';
import escapeHtml from 'escape-html';
import type { MailDetails } from './mail-details.ts';

/**
 * One notification as an e-mail: Korean, a plain-text part, a link back, and an unsubscribe link for its kind. The
 * other switches are on /notifications, which every signed-in user has (a club account's /mypage is elsewhere).
 */
export function mailMessage(n: {
  to: string;
  from: string;
  publicUrl: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  token: string;
  /** The reservation's or interview's details and calendar file (mail-details.ts). */
  details?: MailDetails;
}) {
  const lines = n.details?.lines ?? [];
  const open = `${n.publicUrl}${n.link}`;
  const unsubscribe = `${n.publicUrl}/unsubscribe?${new URLSearchParams({ token: n.token, kind: n.kind })}`;
  const settings = `${n.publicUrl}/notifications#${EMAIL_SECTION_ID}`;
  const label = NOTIFICATION_KIND_LABELS[n.kind];
  const text = [
    n.title,
    '',
    n.body,
    '',
    ...(lines.length > 0 ? [...lines, ''] : []),
    `바로 가기: ${open}`,
    '',
    '---',
    `'${label}' 알림 메일을 그만 받으려면: ${unsubscribe}`,
    `알림 메일 설정: ${settings}`,
  ].join('\n');
  const html = `<!doctype html><html lang="ko"><body style="font-family:sans-serif;line-height:1.6;color:#222">
<h2 style="font-size:18px">${escapeHtml(n.title)}</h2>
<p style="white-space:pre-line">${escapeHtml(n.body)}</p>
${lines.length > 0 ? `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>\n` : ''}<p><a href="${escapeHtml(open)}">${PRODUCT_NAME}에서 보기</a></p>
<hr><p style="font-size:12px;color:#555">'${escapeHtml(label)}' 알림 메일을 그만 받으려면 <a href="${escapeHtml(unsubscribe)}">수신 거부</a>. 다른 알림은 <a href="${escapeHtml(settings)}">알림 메일 설정</a>에서 고를 수 있습니다.</p>
</body></html>`;
  return {
    from: n.from,
    to: n.to,
    subject: `[${PRODUCT_NAME}] ${n.title}`,
    text,
    html,
    attachments: n.details?.attachments ?? [],
    // RFC 8058: a mail client's own 수신 거부 button POSTs "List-Unsubscribe=One-Click" to the same address, which
    // the server answers without sign-in (POST /unsubscribe); opening it in a browser shows the page that does it.
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
