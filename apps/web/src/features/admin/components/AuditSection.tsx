import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminClub, AuditEntry, ClubCategory } from '@moa/contract';
import { CLUB_CATEGORIES } from '@moa/contract';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { Skeleton } from '../../../components/Skeleton';
import { formatDateTime } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import styles from '../admin.module.css';
import { adminAuditQuery, adminClubsQuery } from '../api';

const t = manageKo.admin.audit;

function isCategory(value: unknown): value is ClubCategory {
  return typeof value === 'string' && (CLUB_CATEGORIES as readonly string[]).includes(value);
}

function clubLabel(id: unknown, clubs: readonly AdminClub[]): string {
  const club = clubs.find((c) => String(c.id) === String(id));
  return club ? club.clubName : `#${String(id)}`;
}

/** "동아리 소리울", "사용자 new@example.ac.kr", "공연 #12" */
export function targetText(entry: AuditEntry, clubs: readonly AdminClub[]): string {
  const kind = t.targets[entry.targetType] ?? entry.targetType;
  const name =
    entry.targetType === 'club'
      ? clubLabel(entry.targetId, clubs)
      : /^\d+$/.test(entry.targetId)
        ? `#${entry.targetId}`
        : entry.targetId;
  return `${kind} ${name}`;
}

/** The entry's detail JSON as short "label value" pairs; unknown keys keep their name, false flags are left out. */
export function detailPairs(
  detail: string,
  clubs: readonly AdminClub[],
  targetType = '',
): { label: string; value: string }[] {
  let data: unknown;
  try {
    data = JSON.parse(detail);
  } catch {
    return detail ? [{ label: '', value: detail }] : [];
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const pairs: { label: string; value: string }[] = [];
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (value === false || value === null || value === undefined || value === '') continue;
    // the target already names the club
    if (key === 'clubName' && targetType === 'club') continue;
    const label = t.detailKeys[key] ?? key;
    let text: string;
    if (key === 'category' && isCategory(value)) text = manageKo.admin.categories[value];
    else if (key === 'clubId') text = clubLabel(value, clubs);
    else if (value === true) text = t.changed;
    else if (Array.isArray(value)) text = t.count(value.length);
    else if (typeof value === 'object') text = JSON.stringify(value);
    else text = String(value);
    pairs.push({ label, value: text });
  }
  return pairs;
}

function AuditSkeleton() {
  return (
    <div role="status" className={styles.listSkeleton}>
      <span className="visually-hidden">{ko.common.loading}</span>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} height={64} radius="var(--radius-md)" />
      ))}
    </div>
  );
}

/** The audit log, newest first, with "더 보기" paging (before = the oldest id shown). */
export function AuditSection() {
  const audit = useInfiniteQuery(adminAuditQuery);
  const clubs = useQuery(adminClubsQuery);
  const clubList = clubs.data?.clubs ?? [];
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <p className={styles.count}>{t.lead}</p>
        <Button
          variant="secondary"
          size="small"
          onClick={() => void audit.refetch()}
          disabled={audit.isFetching}
          aria-busy={audit.isFetching && !audit.isFetchingNextPage}
        >
          {t.refresh}
        </Button>
      </div>

      {audit.isPending ? (
        <AuditSkeleton />
      ) : audit.isError && entries.length === 0 ? (
        <LoadError
          error={audit.error}
          texts={{ failed: t.loadFailed }}
          onRetry={() => void audit.refetch()}
          retrying={audit.isFetching}
        />
      ) : entries.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <>
          <ol className={styles.auditList} aria-label={manageKo.admin.tabs.audit}>
            {entries.map((entry) => {
              const pairs = detailPairs(entry.detail, clubList, entry.targetType);
              return (
                <li key={entry.id} className={styles.auditItem}>
                  <div className={styles.auditMain}>
                    <p className={styles.auditAction}>
                      <span className={styles.chip}>{t.actions[entry.action] ?? entry.action}</span>
                      <span className={styles.auditTarget}>{targetText(entry, clubList)}</span>
                    </p>
                    {pairs.length > 0 ? (
                      <ul className={styles.auditDetail}>
                        {pairs.map((pair, index) => (
                          <li key={`${pair.label}-${index}`}>
                            {pair.label ? <span className={styles.metaLabel}>{pair.label}</span> : null}
                            {pair.value}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                  <p className={styles.auditMeta}>
                    <span className={styles.auditActor}>
                      {t.systemActors[entry.actorEmail] ?? entry.actorEmail}
                    </span>
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </p>
                </li>
              );
            })}
          </ol>
          {audit.isError ? (
            <LoadError
              error={audit.error}
              texts={{ failed: t.loadFailed }}
              onRetry={() => void audit.fetchNextPage()}
              retrying={audit.isFetchingNextPage}
            />
          ) : audit.hasNextPage ? (
            <div className={styles.more}>
              <Button
                variant="secondary"
                onClick={() => void audit.fetchNextPage()}
                disabled={audit.isFetchingNextPage}
                aria-busy={audit.isFetchingNextPage}
              >
                {audit.isFetchingNextPage ? t.loadingMore : t.more}
              </Button>
            </div>
          ) : (
            <p className={styles.end}>{t.end}</p>
          )}
        </>
      )}
    </div>
  );
}
