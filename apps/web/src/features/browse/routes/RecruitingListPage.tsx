import { Link } from 'react-router';
import { useId } from 'react';
import { buttonClassName } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { useRecruitings } from '../api/get-recruitings';
import { CategoryTabs, tabPanelProps } from '../components/CategoryTabs';
import { PageHeader } from '../components/PageHeader';
import { CardGrid, CardGridSkeleton, PosterCard, type BadgeTone } from '../components/PosterCard';
import { RECRUITING_TABS, TAB_FALLBACK, tabValues, type RecruitingTab } from '../lib/categories';
import { cardPeriod, recruitingStatus, todayInSeoul, type RecruitingStatus } from '../lib/dates';
import { recruitingPath } from '../lib/paths';
import { useCategoryParam } from '../lib/use-category-param';
import styles from './pages.module.css';

const TAB_VALUES = tabValues(RECRUITING_TABS);
const STATUS_TONES: Record<RecruitingStatus, BadgeTone> = {
  open: 'brand',
  upcoming: 'neutral',
  closed: 'muted',
};

/** /recruiting: four tabs of recruiting posts; managers see a create button (docs/product.md#screens-public). */
export function RecruitingListPage() {
  useDocumentTitle(ko.pages.recruitingList);
  const recruitings = useRecruitings();
  const { user } = useSession();
  const [category, setCategory] = useCategoryParam<RecruitingTab>(TAB_VALUES, TAB_FALLBACK.recruiting);
  const idBase = useId();
  const today = todayInSeoul();

  const list = recruitings.data?.recruitingList ?? [];
  const shown = category === 'all' ? list : list.filter((item) => item.category === category);

  return (
    <section className={styles.list} aria-labelledby={`${idBase}-heading`}>
      <PageHeader
        id={`${idBase}-heading`}
        title={ko.pages.recruitingList}
        // a blank count while loading keeps the heading row's height: nothing below moves when the count arrives
        aside={recruitings.isSuccess ? ko.browse.count(shown.length) : '\u00a0'}
        actions={
          user?.authority === 'ROLE_CLUB' ? (
            <Link to="/recruiting/create" className={buttonClassName()}>
              {ko.browse.recruiting.create}
            </Link>
          ) : undefined
        }
      />
      <CategoryTabs
        items={RECRUITING_TABS}
        value={category}
        onChange={setCategory}
        label={ko.browse.recruiting.tabsLabel}
        idBase={idBase}
      />
      <div className={styles.panel} {...tabPanelProps(idBase, category)}>
        {recruitings.isPending ? (
          <CardGridSkeleton count={8} />
        ) : recruitings.isError ? (
          <ErrorState
            title={ko.browse.recruiting.loadFailed}
            onRetry={() => void recruitings.refetch()}
            retrying={recruitings.isFetching}
          />
        ) : shown.length === 0 ? (
          <EmptyState title={ko.browse.recruiting.empty[category]} description={ko.browse.emptyHint} />
        ) : (
          <CardGrid>
            {shown.map((item) => {
              const status = recruitingStatus(item.startDate, item.endDate, today);
              return (
                <li key={item.recruitingId}>
                  <PosterCard
                    to={recruitingPath(item.recruitingId)}
                    image={item.poster}
                    title={item.recruitingTitle}
                    eyebrow={ko.browse.recruitingCategories[item.category]}
                    badge={{ text: ko.browse.recruitingStatus[status], tone: STATUS_TONES[status] }}
                    lines={[item.clubName, cardPeriod(item.startDate, item.endDate)]}
                    // the cards sit right under the page's h1: their titles are h2, no level skipped
                    headingLevel={2}
                  />
                </li>
              );
            })}
          </CardGrid>
        )}
      </div>
    </section>
  );
}
