import { useMutation, useQuery } from '@tanstack/react-query';
import type { AccountDeletionRequest } from '@moa/contract';
import { call } from '../../../lib/api-client';

/** GET /mypage/student/account/deletion: what deleting the account would do now; asked each time the dialog opens. */
export function useAccountDeletionPreview(enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'deletion'],
    queryFn: ({ signal }) => call('accountDeletionPreview', { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /mypage/student/account/deletion. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: AccountDeletionRequest) => call('accountDelete', { body }),
  });
}
