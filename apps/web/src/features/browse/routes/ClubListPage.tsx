import type { ClubCategory } from '@moa/contract';
import { useId } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { useDocumentTitle } from '../../../lib/document-title';
import { ko } from '../../../text/ko';
import { useClubs } from '../api/get-clubs';
import { CategoryTabs, tabPanelProps } from '../components/CategoryTabs';
import { PageHeader } from '../components/PageHeader';
import { CardGrid, CardGridSkeleton, PosterCard } from '../components/PosterCard';
import { CLUB_TABS, TAB_FALLBACK, tabValues } from '../lib/categories';
import { clubPath } from '../lib/paths';
import { useCategoryParam } from '../lib/use-category-param';
import styles from './pages.module.css';

const TAB_VALUES = tabValues(CLUB_TABS);

/** /clubs: seven category tabs of club cards (docs/product.md#screens-public). */
export function ClubListPage() {
  useDocumentTitle(ko.pages.clubList);
  const clubs = useClubs();
  const [category, setCategory] = useCategoryParam<ClubCategory>(TAB_VALUES, TAB_FALLBACK.clubs);
  const idBase = useId();

  const shown = (clubs.data?.clubList ?? []).filter((club) => club.category === category);

  return (
    <section className={styles.list} aria-labelledby={`${idBase}-heading`}>
      <PageHeader
        id={`${idBase}-heading`}
        title={ko.pages.clubList}
        // a blank count while loading keeps the heading row's height: nothing below moves when the count arrives
        aside={clubs.isSuccess ? ko.browse.count(shown.length) : '\u00a0'}
      />
      <CategoryTabs
        items={CLUB_TABS}
        value={category}
        onChange={setCategory}
        label={ko.browse.clubs.tabsLabel}
        idBase={idBase}
      />
      <div className={styles.panel} {...tabPanelProps(idBase, category)}>
        {clubs.isPending ? (
          <CardGridSkeleton count={10} shape="square" density="wide" lines={0} />
        ) : clubs.isError ? (
          <ErrorState
            title={ko.browse.clubs.loadFailed}
            onRetry={() => void clubs.refetch()}
            retrying={clubs.isFetching}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            title={ko.browse.clubs.empty(ko.browse.clubCategories[category])}
            description={ko.browse.emptyHint}
          />
        ) : (
          <CardGrid density="wide">
            {shown.map((club) => (
              <li key={club.clubId}>
                <PosterCard
                  to={clubPath(club.clubId)}
                  image={club.poster}
                  title={club.clubName}
                  shape="square"
                  // the cards sit right under the page's h1: their titles are h2, no level skipped
                  headingLevel={2}
                  eyebrow={ko.browse.clubCategories[club.category]}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </div>
    </section>
  );
}
