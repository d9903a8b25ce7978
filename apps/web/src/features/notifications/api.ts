/**
 * The notification centre's calls (docs/product.md#notifications). One infinite query holds the pages of the list and
 * the unread count: the bell reads the count from it, the panel and /notifications read the items. It is asked again
 * every minute while the tab is visible and when the window gets focus, so the count rises without a reload.
 */
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { EmailPreferences, NotificationPage, NotificationReadRequest } from '@moa/contract';
import { call } from '../../lib/api-client';
import { useSession } from '../../lib/session';

export const notificationKeys = {
  list: ['notifications', 'list'] as const,
  email: ['notifications', 'email'] as const,
};

const POLL_MS = 60_000;

type Pages = InfiniteData<NotificationPage, number | undefined>;

/**
 * GET /mypage/notifications, a page at a time (`before` the last page's nextBefore); only while signed in.
 * `refetchOnMount: false` for an observer that mounts often and can take what the bell's keeps fresh (the side menu).
 */
export function useNotifications({ refetchOnMount = true }: { refetchOnMount?: boolean } = {}) {
  const { isLoggedIn } = useSession();
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) =>
      // a poll in the background never opens the server-down modal: the bell simply keeps its last count
      call('notificationList', { query: { before: pageParam }, signal, reportServerDown: false }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled: isLoggedIn,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    refetchOnMount,
    staleTime: 15_000,
  });
}

/** The unread count for the bell and the side menu: 0 while unknown. */
export function useUnreadCount(observe?: { refetchOnMount?: boolean }): number {
  const { data } = useNotifications(observe);
  return data?.pages[0]?.unread ?? 0;
}

/** The pages with `read` applied to the items it names and the new unread count. */
function markedRead(pages: Pages, ids: 'all' | readonly number[], at: string, unread?: number): Pages {
  const hit = (id: number) => ids === 'all' || ids.includes(id);
  const newlyRead = pages.pages.flatMap((p) => p.items).filter((n) => n.readAt === null && hit(n.id)).length;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      unread: unread ?? (ids === 'all' ? 0 : Math.max(0, page.unread - newlyRead)),
      items: page.items.map((n) => (n.readAt === null && hit(n.id) ? { ...n, readAt: at } : n)),
    })),
  };
}

/**
 * PUT /mypage/notifications/read: the items are marked at once (the list and the count change before the answer); the
 * answer's count then stands, and a failure asks for the list again.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const update = (fn: (pages: Pages) => Pages) =>
    queryClient.setQueryData<Pages>(notificationKeys.list, (old) => (old ? fn(old) : old));
  return useMutation({
    mutationFn: (body: NotificationReadRequest) => call('notificationRead', { body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list });
      update((pages) => markedRead(pages, 'all' in body ? 'all' : body.ids, new Date().toISOString()));
    },
    onSuccess: ({ unread }, body) =>
      update((pages) =>
        markedRead(pages, 'all' in body ? 'all' : body.ids, new Date().toISOString(), unread),
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}

/** GET /mypage/notifications/email */
export function useEmailPreferences() {
  return useQuery({
    queryKey: notificationKeys.email,
    queryFn: ({ signal }) => call('emailPreferences', { signal }),
  });
}

const EMAIL_SAVE = ['notifications', 'email', 'save'] as const;

/**
 * PUT /mypage/notifications/email: one kind at a time, shown at once and put back if the save fails. The saves run one
 * after another, and only the last answer replaces what is shown (an earlier one lacks the later switches).
 */
export function useSetEmailKind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: EMAIL_SAVE,
    scope: { id: EMAIL_SAVE.join('.') },
    mutationFn: ({ kind, on }: { kind: keyof EmailPreferences['kinds']; on: boolean }) =>
      call('emailPreferencesUpdate', { body: { kinds: { [kind]: on } } }),
    onMutate: async ({ kind, on }) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.email });
      const before = queryClient.getQueryData<EmailPreferences>(notificationKeys.email);
      if (before) {
        queryClient.setQueryData<EmailPreferences>(notificationKeys.email, {
          ...before,
          kinds: { ...before.kinds, [kind]: on },
        });
      }
      return { before };
    },
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey: EMAIL_SAVE }) <= 1)
        queryClient.setQueryData(notificationKeys.email, saved);
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(notificationKeys.email, context.before);
    },
  });
}
