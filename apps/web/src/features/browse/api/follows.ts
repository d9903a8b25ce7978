/**
 * Following clubs (docs/product.md#notifications): the clubs the signed-in user follows, and the toggle. The toggle
 * shows at once and is put back if the server refuses it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowedClub } from '@moa/contract';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const followsKey = ['follows'] as const;

/** GET /mypage/follows; asked only while signed in. */
export function useFollows() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: followsKey,
    queryFn: ({ signal }) => call('follows', { signal }),
    enabled: isLoggedIn,
  });
}

/** The club as the button knows it: enough to list it in 팔로우한 동아리 before the list is asked again. */
export interface FollowTarget {
  clubId: number;
  clubName: string;
  photo?: string;
}

/** PUT or DELETE /club/{id}/follow */
export function useFollowToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ club, follow }: { club: FollowTarget; follow: boolean }) =>
      follow
        ? call('clubFollow', { params: { id: club.clubId } })
        : call('clubUnfollow', { params: { id: club.clubId } }),
    onMutate: async ({ club, follow }) => {
      await queryClient.cancelQueries({ queryKey: followsKey });
      const before = queryClient.getQueryData<FollowedClub[]>(followsKey);
      const others = (before ?? []).filter((f) => f.clubId !== club.clubId);
      const added: FollowedClub = {
        clubId: club.clubId,
        clubName: club.clubName,
        photo: club.photo ?? '',
        followedAt: new Date().toISOString(),
      };
      queryClient.setQueryData<FollowedClub[]>(followsKey, follow ? [added, ...others] : others);
      return { before };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(followsKey, context?.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: followsKey }),
  });
}
