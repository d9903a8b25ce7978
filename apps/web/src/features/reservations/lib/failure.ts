/**
 * What a failed reservation says (docs/product.md#reservations-and-capacity), on the error table: a lost sign-in says
 * to log in first (확인 then goes to /login); a refusal of any kind (incomplete profile, unknown or started schedule,
 * the cap, a second reservation, too few seats) is explained by the server's own message, an incomplete profile also
 * offering the way to complete it; anything else adds 잠시 후 다시 시도해주세요.
 */
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { studentKo } from '../../../text/ko-student';

export interface ReservationFailure {
  message: string;
  /** No usable sign-in: 확인 goes to /login. */
  login: boolean;
  /** PROFILE_INCOMPLETE: offer /mypage/update. */
  profile: boolean;
  /** The modal's title when it is not 예매에 실패했습니다 (e.g. joining a waiting list). */
  title?: string;
}

export const NOT_SIGNED_IN: ReservationFailure = {
  message: studentKo.reserve.loginFirst,
  login: true,
  profile: false,
};

export function reservationFailure(error: unknown): ReservationFailure {
  const text = studentKo.reserve;
  const { reaction } = describeError(error);
  if (reaction === 'signIn') return NOT_SIGNED_IN;
  if (!isApiError(error)) return { message: text.retryLater, login: false, profile: false };
  if (reaction === 'retry')
    return { message: `${error.message} ${text.retryLater}`, login: false, profile: false };
  return { message: error.message, login: false, profile: error.code === 'PROFILE_INCOMPLETE' };
}
